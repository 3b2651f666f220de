import Foundation

/// The local packages a project opens, each manifest read once, on the first question: which folder
/// declares a product. A project with many targets and packages asked it for every product of every target,
/// and read every manifest each time (a quarter of a real project's `check`).
/// Targets read at once share it: the manifests are read by the first to ask, under the lock.
final class LocalPackageIndex: @unchecked Sendable {
    private let folders: () -> [String]
    private var read: [(folder: String, package: LocalPackage)]?
    private let lock = NSLock()

    private var packages: [(folder: String, package: LocalPackage)] {
        lock.withLock {
            if let read { return read }
            let packages = folders().compactMap { folder in (try? LocalPackage.read(at: folder)).map { (folder, $0) } }
            read = packages
            return packages
        }
    }

    /// `folders` lists the candidate package folders in the order they are tried; it is called at most once.
    init(folders: @escaping () -> [String]) {
        self.folders = folders
    }

    /// The first folder whose package has a product, or a target, named `product`.
    func folder(declaring product: String) -> String? {
        packages.first { entry in
            entry.package.products[product] != nil || entry.package.targets.contains { $0.name == product }
        }?.folder
    }
}
