import Mustache

/// A template and the view it is rendered with.
struct TemplateUse: Sendable {
    let template: String
    package let shape: TemplateShape

    package init<View: TemplateView>(_ template: String, _ view: View.Type) {
        self.template = template
        self.shape = View.templateShape
    }
}
