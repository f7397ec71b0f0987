#if !canImport(Combine)
import Foundation
import OpenCombine

// OpenCombine 0.14 has no `combineLatest` and no `merge`, which apps' models use to derive a value from two
// published ones (`$query.combineLatest($items)`) or to join two streams. These are Combine's semantics, kept
// small: values are delivered as the downstream's demand allows, the newest pair (or every merged value, in order)
// waiting for demand. Declared only where OpenCombine stands in for Combine.

extension Publishers {
    /// The newest values of two publishers, each time either sends once both have sent (Combine's `CombineLatest`).
    public struct CombineLatest<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
        public typealias Output = (A.Output, B.Output)
        public typealias Failure = A.Failure

        /// The first publisher.
        public let a: A
        /// The second publisher.
        public let b: B

        /// The newest values of `a` and `b`.
        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let join = LatestJoin<A.Output, B.Output, Failure>(AnySubscriber(subscriber))
            subscriber.receive(subscription: join)
            a.subscribe(JoinSide(join, send: { join.receive(left: $0) }))
            b.subscribe(JoinSide(join, send: { join.receive(right: $0) }))
        }
    }

    /// The values of two publishers of the same output, as each sends them (Combine's `Merge`).
    public struct Merge<A: Publisher, B: Publisher>: Publisher where A.Output == B.Output, A.Failure == B.Failure {
        public typealias Output = A.Output
        public typealias Failure = A.Failure

        /// The first publisher.
        public let a: A
        /// The second publisher.
        public let b: B

        /// The values of `a` and `b`.
        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let join = MergeJoin<Output, Failure>(AnySubscriber(subscriber))
            subscriber.receive(subscription: join)
            a.subscribe(JoinSide(join, send: { join.receive($0) }))
            b.subscribe(JoinSide(join, send: { join.receive($0) }))
        }
    }
}

extension Publisher {
    /// The newest values of this publisher and another, as a pair, each time either sends.
    public func combineLatest<P: Publisher>(_ other: P) -> Publishers.CombineLatest<Self, P> where Failure == P.Failure {
        Publishers.CombineLatest(self, other)
    }

    /// The newest values of this publisher and another, transformed, each time either sends.
    public func combineLatest<P: Publisher, T>(_ other: P, _ transform: @escaping (Output, P.Output) -> T)
        -> Publishers.Map<Publishers.CombineLatest<Self, P>, T> where Failure == P.Failure {
        Publishers.CombineLatest(self, other).map(transform)
    }

    /// The newest values of this publisher and two others, as a triple, each time any sends.
    public func combineLatest<P: Publisher, Q: Publisher>(_ p: P, _ q: Q)
        -> Publishers.Map<Publishers.CombineLatest<Publishers.CombineLatest<Self, P>, Q>, (Output, P.Output, Q.Output)>
        where Failure == P.Failure, P.Failure == Q.Failure {
        Publishers.CombineLatest(Publishers.CombineLatest(self, p), q).map { ($0.0, $0.1, $1) }
    }

    /// The values of this publisher and another, as each sends them.
    public func merge<P: Publisher>(with other: P) -> Publishers.Merge<Self, P>
        where P.Output == Output, P.Failure == Failure {
        Publishers.Merge(self, other)
    }
}

/// What a join's two upstream subscriptions share: the downstream, its demand, the upstreams, completion.
class Join<Output, Failure: Error>: Subscription {
    let lock = NSRecursiveLock()
    private var downstream: AnySubscriber<Output, Failure>?
    private var demand = Subscribers.Demand.none
    private var upstreams: [Subscription] = []
    private var finishedCount = 0

    init(_ downstream: AnySubscriber<Output, Failure>) {
        self.downstream = downstream
    }

    /// The next value to deliver, if one waits.
    func takeNext() -> Output? { nil }

    /// Delivers waiting values while the downstream wants them.
    func flush() {
        lock.lock()
        defer { lock.unlock() }
        while demand > 0, let downstream, let value = takeNext() {
            demand -= 1
            demand += downstream.receive(value)
        }
    }

    func request(_ demand: Subscribers.Demand) {
        lock.lock()
        self.demand += demand
        lock.unlock()
        flush()
    }

    func cancel() {
        lock.lock()
        let upstreams = upstreams
        self.upstreams = []
        downstream = nil
        lock.unlock()
        for upstream in upstreams { upstream.cancel() }
    }

    func receive(upstream: Subscription) {
        lock.lock()
        upstreams.append(upstream)
        lock.unlock()
        upstream.request(.unlimited)
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        lock.lock()
        let downstream = downstream
        switch completion {
        case .failure:
            break
        case .finished:
            finishedCount += 1
            guard finishedCount == 2 else { lock.unlock(); return }
        }
        lock.unlock()
        flush()
        downstream?.receive(completion: completion)
        cancel()
    }
}

/// `combineLatest`'s join: the newest value of each side, a pair waiting once both have sent.
final class LatestJoin<Left, Right, Failure: Error>: Join<(Left, Right), Failure> {
    private var left: Left?
    private var right: Right?
    private var waiting = false

    func receive(left value: Left) {
        lock.lock()
        left = value
        waiting = right != nil
        lock.unlock()
        flush()
    }

    func receive(right value: Right) {
        lock.lock()
        right = value
        waiting = left != nil
        lock.unlock()
        flush()
    }

    override func takeNext() -> (Left, Right)? {
        guard waiting, let left, let right else { return nil }
        waiting = false
        return (left, right)
    }
}

/// `merge`'s join: every value in the order received.
final class MergeJoin<Output, Failure: Error>: Join<Output, Failure> {
    private var queue: [Output] = []

    func receive(_ value: Output) {
        lock.lock()
        queue.append(value)
        lock.unlock()
        flush()
    }

    override func takeNext() -> Output? {
        queue.isEmpty ? nil : queue.removeFirst()
    }
}

/// One upstream of a join.
final class JoinSide<Input, Output, Failure: Error>: Subscriber {
    private let join: Join<Output, Failure>
    private let send: (Input) -> Void

    init(_ join: Join<Output, Failure>, send: @escaping (Input) -> Void) {
        self.join = join
        self.send = send
    }

    func receive(subscription: Subscription) { join.receive(upstream: subscription) }

    func receive(_ input: Input) -> Subscribers.Demand {
        send(input)
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) { join.receive(completion: completion) }
}
#endif
