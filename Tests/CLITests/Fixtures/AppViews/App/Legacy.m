#import <UIKit/UIKit.h>
#import "Tide-Swift.h"

UIView *TDMakeHand(void) {
    return [[HandView alloc] init];
}
