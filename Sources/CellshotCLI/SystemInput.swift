#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Where a command reads its input from (a constraint system, a list document): a file, or standard
/// input for `-`.
enum SystemInput: Equatable, Sendable {
    /// A file path.
    case file(String)
    /// Standard input.
    case standardInput

    /// The input named by a command-line argument: `-` is standard input.
    init(argument: String) {
        self = argument == "-" ? .standardInput : .file(argument)
    }

    /// The name used in messages: the path, or `<stdin>`.
    var displayName: String {
        switch self {
        case .file(let path): path
        case .standardInput: "<stdin>"
        }
    }

    /// Reads the whole input.
    /// - Throws: ``CommandError`` (status 2) naming the system's reason, such as `No such file or directory`.
    func read() throws(CommandError) -> [UInt8] {
        switch self {
        case .standardInput:
            return try Self.readAll(from: STDIN_FILENO, name: displayName)
        case .file(let path):
            let descriptor = open(path, O_RDONLY)
            guard descriptor >= 0 else { throw CommandError.unreadable(displayName, reason: Self.reason(errno)) }
            defer { close(descriptor) }
            return try Self.readAll(from: descriptor, name: displayName)
        }
    }

    private static func readAll(from descriptor: Int32, name: String) throws(CommandError) -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = chunk.withUnsafeMutableBytes { buffer in
                CLibrary.read(descriptor, buffer.baseAddress, buffer.count)
            }
            if count > 0 {
                bytes.append(contentsOf: chunk[0..<count])
            } else if count == 0 {
                return bytes
            } else if errno != EINTR {
                throw CommandError.unreadable(name, reason: reason(errno))
            }
        }
    }

    private static func reason(_ code: Int32) -> String {
        strerror(code).map { String(cString: $0) } ?? "error \(code)"
    }
}

/// The C library's `read`, under a name that does not clash with ``SystemInput/read()``.
private enum CLibrary {
    static func read(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
        #if canImport(Darwin)
        Darwin.read(descriptor, buffer, count)
        #elseif canImport(Glibc)
        Glibc.read(descriptor, buffer, count)
        #else
        Musl.read(descriptor, buffer, count)
        #endif
    }
}
