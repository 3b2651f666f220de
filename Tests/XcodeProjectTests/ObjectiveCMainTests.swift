import Testing

@testable import XcodeProject

/// An app's Objective-C `main` is read only as far as it is sure: a `main` that starts UIKit or AppKit
/// with a delegate named as a class (or none); anything only running the code would tell says nothing.
@Suite struct ObjectiveCMainTests {
    private func parse(_ source: String) -> ObjectiveCMain? {
        ObjectiveCMain.parse(Array(source.utf8), path: "main.m")
    }

    @Test func readsTheDelegateXcodesTemplateNames() {
        let main = parse("""
            //  main.m
            #import <UIKit/UIKit.h>
            #import "AppDelegate.h"

            int main(int argc, char * argv[]) {
                NSString * appDelegateClassName;
                @autoreleasepool {
                    // Setup code that might create autoreleased objects goes here.
                    appDelegateClassName = NSStringFromClass([AppDelegate class]);
                }
                return UIApplicationMain(argc, argv, nil, appDelegateClassName);
            }
            """)
        #expect(main == ObjectiveCMain(path: "main.m", delegateClasses: ["AppDelegate"]))
        let older = parse("""
            int main(int argc, char * argv[])
            {
                @autoreleasepool {
                    return UIApplicationMain(argc, argv, nil, NSStringFromClass([LegacyDelegate class]));
                }
            }
            """)
        #expect(older?.delegateClasses == ["LegacyDelegate"])
    }

    @Test func readsEachSpellingOfTheDelegatesClass() {
        #expect(parse(#"int main(int c, char *v[]) { return UIApplicationMain(c, v, nil, @"SPAppDelegate"); }"#)?.delegateClasses == ["SPAppDelegate"])
        #expect(parse("int main(int c, char *v[]) { return UIApplicationMain(c, v, nil, NSStringFromClass(Delegate.class)); }")?.delegateClasses == ["Delegate"])
        // nil: UIKit takes the delegate from the main storyboard or Info.plist; AppKit from its nib.
        #expect(parse("int main(int c, char *v[]) { return UIApplicationMain(c, v, nil, nil); }")?.delegateClasses == [])
        #expect(parse("int main(int argc, const char * argv[]) {\n    return NSApplicationMain(argc, argv);\n}")?.delegateClasses == [])
        // Both branches of a condition are read.
        let conditional = parse("""
            int main(int argc, char *argv[]) {
            #if TESTING
                return UIApplicationMain(argc, argv, nil, @"TestDelegate");
            #else
                return UIApplicationMain(argc, argv, nil, @"AppDelegate");
            #endif
            }
            """)
        #expect(conditional?.delegateClasses == ["TestDelegate", "AppDelegate"])
    }

    @Test func saysNothingOfAMainItCannotRead() {
        // A delegate chosen at run time, a main that starts nothing it knows, a declaration, a comment.
        #expect(parse("int main(int c, char *v[]) { return UIApplicationMain(c, v, nil, delegateName()); }") == nil)
        #expect(parse("int main(int c, char *v[]) { NSString *name = chosenName(); return UIApplicationMain(c, v, nil, name); }") == nil)
        #expect(parse("int main(int c, char *v[]) { NSString *name = @\"A\"; return UIApplicationMain(c, v, nil, name); }")?.delegateClasses == ["A"])
        #expect(parse("int main(int c, char *v[]) { NSString *name; configure(&name); return UIApplicationMain(c, v, nil, name); }") == nil)
        #expect(parse("int main(int c, char *v[]) { NSString *name; return UIApplicationMain(c, v, nil, name); }") == nil)
        #expect(parse("int main(int c, char *v[]) { return RunServer(c, v); }") == nil)
        #expect(parse("int main(int c, char *v[]);") == nil)
        #expect(parse("// int main(int c, char *v[]) { return UIApplicationMain(c, v, nil, nil); }") == nil)
        #expect(parse("static void f(void) { UIApplicationMain(0, 0, nil, nil); }") == nil)
        #expect(parse("int main(int c, char *v[]) { return UIApplicationMain(c, v, nil, nil);") == nil)
        #expect(parse("") == nil)
    }

    @Test func aHostileMainIsReadInLinearTime() {
        // Parentheses never closed, and more calls than any main makes: each is refused after one pass.
        let unclosed = String(repeating: "int main(", count: 50_000)
        #expect(parse(unclosed) == nil)
        let call = "UIApplicationMain(c, v, nil, name);\n"
        let many = "int main(int c, char *v[]) { NSString *name = @\"A\";\n" + String(repeating: call, count: 50_000) + "}"
        #expect(parse(many) == nil)
        let few = "int main(int c, char *v[]) { NSString *name = @\"A\";\n" + String(repeating: call, count: ObjectiveCMain.mostCalls) + "}"
        #expect(parse(few)?.delegateClasses == ["A"])
    }

    @Test func looksOnlyInFilesNamedAsXcodesTemplatesNameThem() {
        #expect(ObjectiveCMain.mayHoldMain("App/Supporting Files/main.m"))
        #expect(ObjectiveCMain.mayHoldMain("main.mm"))
        #expect(!ObjectiveCMain.mayHoldMain("App/AppDelegate.m"))
        #expect(!ObjectiveCMain.mayHoldMain("App/domain.m"))
    }
}
