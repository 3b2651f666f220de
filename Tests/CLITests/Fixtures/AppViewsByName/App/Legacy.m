#import <UIKit/UIKit.h>
#import "Tide-Swift.h"

UIView *TDMakeHand(void) {
    return [[HandView alloc] init];
}

UIView *TDMakeView(NSString *name) {
    return [[NSClassFromString(name) alloc] init];
}
