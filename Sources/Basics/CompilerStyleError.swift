/// An error whose description is already the lines a compiler prints (`file:line: error: …`, or `error: …`), one
/// or many: whoever reports it prints it as it is, adding no prefix, so editors can jump to the files and lines.
public protocol CompilerStyleError: Error, CustomStringConvertible {}
