/// A stored value whose every read is recorded (`ReadLog`) as a read of one whole value, `table`: a list of the
/// archive (its albums, artists, tags), which a page reads when it goes through all of them. `$name` reads it
/// without recording, to digest it.
@propertyWrapper
public struct Recorded<Value: Sendable>: Sendable {
    public let table: String
    private var value: Value

    public init(wrappedValue: Value, _ table: String) {
        self.table = table
        self.value = wrappedValue
    }

    public var wrappedValue: Value {
        get {
            ReadLog.record(Read(table))
            return value
        }
        _modify { yield &value }
    }

    /// The value, read without recording.
    public var projectedValue: Value { value }
}
