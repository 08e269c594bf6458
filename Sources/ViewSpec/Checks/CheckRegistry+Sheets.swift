// The checks in Checks/Sheets/. Add a new check of this group here.

extension CheckRegistry {
    static let sheets: [any Check.Type] = [
        MultipleCancelButtonsCheck.self,
        DuplicateSheetActionCheck.self,
        EmptyActionSheetCheck.self,
        ReorderedSheetButtonCheck.self,
        MissingSheetAnchorCheck.self,
        SheetTargetCheck.self,
        UnpresentedSheetCheck.self,
    ]
}
