// The checks in Checks/References/. Add a new check of this group here.

extension CheckRegistry {
    static let references: [any Check.Type] = [
        UnknownReferenceCheck.self,
        DuplicateDeclarationCheck.self,
        ReferenceCycleCheck.self,
        UnreachableScreenCheck.self,
        ConfusableNameCheck.self,
        DuplicateSectionIDCheck.self,
        ExternalPaneNameCheck.self,
        ExternalPaneFileCheck.self,
        ExternalPaneSelectorCheck.self,
        StringsTableNameCheck.self,
        StringsTableConflictCheck.self,
    ]
}
