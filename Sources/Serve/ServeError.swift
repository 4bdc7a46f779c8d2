import Foundation

/// Why `linernotes serve` could not start, said so a person knows what to do.
public enum ServeError: Error, CustomStringConvertible, Equatable {
    case portInUse(host: String, port: Int)
    case cannotResolve(host: String)
    case cannotListen(host: String, port: Int, reason: String)

    public var description: String {
        switch self {
        case .portInUse(let host, let port):
            return "error: port \(port) on \(host) is already in use (another `linernotes serve`, or another server?): "
                + "stop it, or choose another port with --port (--port 0 takes any free one)"
        case .cannotResolve(let host):
            return "error: '\(host)' is not an address this machine has: use 127.0.0.1 (the default), ::1, localhost or 0.0.0.0"
        case .cannotListen(let host, let port, let reason):
            let hint = port < 1024 && port != 0 ? " (ports below 1024 need root: choose one above, like the default 8080)" : ""
            return "error: cannot listen on \(host) port \(port): \(reason)\(hint)"
        }
    }
}
