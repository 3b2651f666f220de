import Dispatch
import Foundation

/// Maps on both cores, keeping the input order in the output; in order on this thread when `inParallel` is
/// false (small work, where starting the worker threads would cost more than they save).
public func parallelMap<Element: Sendable, Mapped: Sendable>(
    _ elements: [Element], inParallel: Bool = true, _ transform: @Sendable (Element) -> Mapped
) -> [Mapped] {
    if elements.count < 2 || !inParallel { return elements.map(transform) }
    return parallelMap(elements, startingWith: Array(elements.indices), transform)
}

/// Maps on both cores, starting with the elements `cost` says take longest (ties in input order), so that
/// the last to finish is a short one rather than a long one started last with the other core idle; the
/// output keeps the input order.
public func parallelMap<Element: Sendable, Mapped: Sendable>(
    _ elements: [Element], inParallel: Bool = true, costliestFirst cost: (Element) -> Int,
    _ transform: @Sendable (Element) -> Mapped
) -> [Mapped] {
    if elements.count < 2 || !inParallel { return elements.map(transform) }
    return parallelMap(elements, startingWith: costliestFirstOrder(elements.map(cost)), transform)
}

/// The indices of `costs`, the costliest first, equal costs in index order.
public func costliestFirstOrder(_ costs: [Int]) -> [Int] {
    costs.indices.sorted { costs[$0] != costs[$1] ? costs[$0] > costs[$1] : $0 < $1 }
}

/// The elements handed out to the threads in `order` (every index once), the output in input order.
private func parallelMap<Element: Sendable, Mapped: Sendable>(
    _ elements: [Element], startingWith order: [Int], _ transform: @Sendable (Element) -> Mapped
) -> [Mapped] {
    let results = ResultSlots<Mapped>(count: elements.count)
    DispatchQueue.concurrentPerform(iterations: order.count) { turn in
        results.set(order[turn], transform(elements[order[turn]]))
    }
    return results.values()
}

/// Slots written once each from concurrent work, read after all of it has finished.
private final class ResultSlots<Value: Sendable>: @unchecked Sendable {
    private var slots: [Value?]
    private let lock = NSLock()

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ value: Value) {
        lock.lock()
        slots[index] = value
        lock.unlock()
    }

    func values() -> [Value] { slots.compactMap { $0 } }
}
