import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Connections accepted but still sending their request head, read without blocking by the listener's one thread
/// (as nginx does): an idle or dripping client costs a descriptor and a few bytes, never a thread, and is let go when
/// its head has not arrived whole within the header time limit, however slowly it keeps sending.
struct WaitingConnections {
    struct Entry {
        let descriptor: Int32
        var bytes: [UInt8] = []
        /// On the listener's `Stopwatch`.
        let deadline: Duration
    }

    /// What one read of a waiting connection came to.
    enum Received: Equatable {
        /// More may come.
        case partial
        /// The head up to its blank line: hand it to a thread to answer.
        case head([UInt8])
        /// More than the limit without a blank line: 431.
        case tooLarge
        /// Closed by the client, or broken.
        case gone
    }

    /// The largest request head read; a browser's is a few hundred bytes.
    let headLimit: Int
    /// How long a client has from connecting to the end of its head (nginx's client_header_timeout).
    let headerTimeout: Duration
    /// The most connections kept waiting at once; past it the oldest is closed, so descriptors never run out.
    let capacity: Int
    private(set) var entries: [Entry] = []

    init(headLimit: Int, headerTimeout: Duration, capacity: Int) {
        self.headLimit = headLimit
        self.headerTimeout = headerTimeout
        self.capacity = capacity
    }

    var isEmpty: Bool { entries.isEmpty }

    /// Keeps a new connection (made non-blocking here); returns the descriptor of one closed to make room, if any.
    mutating func add(_ descriptor: Int32, now: Duration) -> Int32? {
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
        entries.append(Entry(descriptor: descriptor, deadline: now + headerTimeout))
        return entries.count > capacity ? removeOldest() : nil
    }

    /// Lets go of the connection waiting longest; nil when none waits.
    mutating func removeOldest() -> Int32? {
        entries.isEmpty ? nil : entries.removeFirst().descriptor
    }

    /// Reads what `descriptor` has sent so far; anything but `.partial` removes it from the waiting.
    mutating func receive(_ descriptor: Int32) -> Received {
        guard let index = entries.firstIndex(where: { $0.descriptor == descriptor }) else { return .gone }
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
        if count < 0 && (errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR) { return .partial }
        guard count > 0 else {
            entries.remove(at: index)
            return .gone
        }
        let scanned = entries[index].bytes.count
        entries[index].bytes.append(contentsOf: buffer[0..<count])
        let bytes = entries[index].bytes
        // Only the new bytes and the three before them are searched, so a head sent a byte at a time costs no more.
        if let end = Self.endOfHead(bytes, from: max(0, scanned - 3)) {
            entries.remove(at: index)
            return end > headLimit ? .tooLarge : .head(Array(bytes[..<end]))
        }
        if bytes.count > headLimit {
            entries.remove(at: index)
            return .tooLarge
        }
        return .partial
    }

    /// Removes and returns the connections whose head did not arrive in time.
    mutating func expire(now: Duration) -> [Int32] {
        let late = entries.filter { $0.deadline <= now }.map(\.descriptor)
        if !late.isEmpty { entries.removeAll { $0.deadline <= now } }
        return late
    }

    /// How long the loop may wait before the next deadline passes (entries are in the order they arrived, which is
    /// the order of their deadlines).
    func nextDeadline() -> Duration? {
        entries.first?.deadline
    }

    /// Index just past the first "\r\n\r\n" (or "\n\n", which some clients send).
    static func endOfHead(_ bytes: [UInt8], from start: Int = 0) -> Int? {
        var index = start
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "\n") {
                if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\n") { return index + 2 }
                if index + 2 < bytes.count, bytes[index + 1] == UInt8(ascii: "\r"), bytes[index + 2] == UInt8(ascii: "\n") { return index + 3 }
            }
            index += 1
        }
        return nil
    }
}
