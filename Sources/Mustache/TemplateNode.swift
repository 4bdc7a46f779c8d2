/// A parsed template: text and tags as a tree, ready to render many times.
public indirect enum TemplateNode: Sendable {
    /// Template text, as UTF-8 bytes.
    case text([UInt8])
    /// `{{name}}` (escaped) or `{{{name}}}` / `{{& name}}`.
    case variable(TemplateName, escaped: Bool)
    /// `{{#name}}…{{/name}}`.
    case section(TemplateName, [TemplateNode])
    /// `{{^name}}…{{/name}}`.
    case inverted(TemplateName, [TemplateNode])
    /// `{{> name}}` on `line`; `indent` is the whitespace before a standalone partial tag, applied to each of its lines.
    case partial(String, indent: [UInt8], line: Int)
    /// `{{< name}}…{{/name}}` on `line`: render template `name` with these blocks overridden.
    case parent(String, overrides: [String: [TemplateNode]], indent: [UInt8], line: Int)
    /// `{{$ name}}default{{/name}}` on `line`: a block a child template may override. When the block starts a line, its
    /// content (default and overrides alike) is stored without its common indentation and rendered indented by `indent`.
    case block(String, [TemplateNode], indent: [UInt8], line: Int)
}
