/// The local packages a project opens, each manifest read once, on the first question: which folder
/// declares a product. A project with many targets and packages asked it for every product of every target,
/// and read every manifest each time (a quarter of a real project's `check`).
final class LocalPackageIndex {
    private let folders: () -> [String]
    private lazy var packages: [(folder: String, package: LocalPackage)] = folders().compactMap { folder in
        (try? LocalPackage.read(at: folder)).map { (folder, $0) }
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
