// The checks in Checks/Swift/. Add a new check of this group here.

extension CheckRegistry {
    static let swift: [any Check.Type] = [
        SwiftInvalidNameCheck.self,
        SwiftNameClashCheck.self,
        SwiftFileClashCheck.self,
    ]
}
