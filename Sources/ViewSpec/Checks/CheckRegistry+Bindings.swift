// The checks in Checks/Bindings/. Add a new check of this group here.

extension CheckRegistry {
    static let bindings: [any Check.Type] = [
        ControlFieldTypeCheck.self,
    ]
}
