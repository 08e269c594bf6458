/// The rules of the spec language that tools editing specs apply as the compiler does:
/// which names are names, how a name is written back as YAML, which fields a control can
/// bind. An editor's completion and rename use these rather than rules of their own, so
/// that what they offer is what the checks accept.
package enum SpecLanguage {
    /// Whether `name` is a valid name of a declaration, field, layer or view: not empty,
    /// without whitespace or control characters.
    package static func isValidName(_ name: String) -> Bool { DecodeContext.isValidName(name) }

    /// `name` as a YAML scalar that reads back as the string `name`: plain where it can be.
    package static func scalar(_ name: String) -> String { YAMLQuoting.scalar(name) }

    /// Whether `control` can bind a field of `type`; where it cannot, `control-field-type`
    /// reports the item.
    package static func canBind(_ control: Control, _ type: FieldType) -> Bool {
        ControlFieldTypeCheck.problem(control, type) == nil
    }
}
