// The checks in Checks/Tables/. Add a new check of this group here.

extension CheckRegistry {
    static let tables: [any Check.Type] = [
        TableModelKindCheck.self,
        DisplayFieldTypeCheck.self,
        SortFieldTypeCheck.self,
        InvalidSelectionCheck.self,
        UnreachableHookCheck.self,
        TableMinimumSizeCheck.self,
    ]
}
