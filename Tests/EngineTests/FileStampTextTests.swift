#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Engine
import Testing

@Suite("A file stamp's text")
struct FileStampTextTests {
    @Test("a stamp's texts are its numbers in decimal as interpolation writes them, at every extreme")
    func numbersAsWritten() {
        let samples: [(UInt64, Int64, Int, Int)] = [
            (0, 0, 0, 0), (1, 9, 10, 999_999_999), (12_345_678_901, 4_096, 1_764_000_000, 5), (.max, .max, .max, 1),
            (7, .min, -1, -999_999_999), (42, -5, .min, 0),
        ]
        for (inode, size, seconds, nanoseconds) in samples {
            let time = timespec(tv_sec: seconds, tv_nsec: nanoseconds)
            let stamp = FileStamp(inode: inode, size: size, modified: time, changed: time)
            #expect(stamp.contentDescription == "\(size) \(seconds).\(nanoseconds)")
            #expect(stamp.inodeAndContent == "\(inode) \(size) \(seconds).\(nanoseconds)")
        }
    }
}
