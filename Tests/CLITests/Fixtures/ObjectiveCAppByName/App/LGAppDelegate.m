#import "LGAppDelegate.h"
#import "Ledger-Swift.h"

@implementation LGAppDelegate

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)options {
    ExportPanel *panel = [[ExportPanel alloc] init];
    self.window.rootViewController.title = panel.title;
    return YES;
}

- (id)makeObjectNamed:(NSString *)name {
    return [[NSClassFromString(name) alloc] init];
}

@end
