import CCrypto
import Foundation

/// Lowercase hex SHA-256, the name of every cached object. The only file that touches OpenSSL's libcrypto.
public enum ContentHash {
    public static func sha256(_ data: Data) -> String {
        var digest = [UInt8](repeating: 0, count: Int(EVP_MAX_MD_SIZE))
        var length: UInt32 = 0
        let ok = data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) in
            EVP_Digest(raw.baseAddress, raw.count, &digest, &length, EVP_sha256(), nil)
        }
        // EVP_Digest fails only when memory runs out; no hash could be trusted then.
        precondition(ok == 1 && length == 32, "SHA-256 from libcrypto failed")
        var hex: [UInt8] = []
        hex.reserveCapacity(64)
        for byte in digest.prefix(32) {
            hex.append(digits[Int(byte >> 4)])
            hex.append(digits[Int(byte & 0x0F)])
        }
        return String(decoding: hex, as: UTF8.self)
    }

    private static let digits: [UInt8] = Array("0123456789abcdef".utf8)

    package static func isValid(_ hash: String) -> Bool {
        hash.count == 64 && hash.allSatisfy { ("0"..."9").contains($0) || ("a"..."f").contains($0) }
    }
}
