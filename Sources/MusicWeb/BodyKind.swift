/// The kind of body a request must return; anything else (an HTML error page where an image should be) is a failure.
public enum BodyKind: Sendable {
    case json
    case image

    package var accept: String { self == .json ? "application/json" : "image/*" }
}
