#import <UIKit/UIKit.h>
#import "LGAppDelegate.h"

int main(int argc, char *argv[]) {
    @autoreleasepool {
        return UIApplicationMain(argc, argv, nil, NSStringFromClass([LGAppDelegate class]));
    }
}
