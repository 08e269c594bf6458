// The checks in Checks/Layers/. Add a new check of this group here.

extension CheckRegistry {
    static let layers: [any Check.Type] = [

    ]
}
