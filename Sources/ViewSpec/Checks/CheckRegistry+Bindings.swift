// The checks in Checks/Bindings/. Add a new check of this group here.

extension CheckRegistry {
    static let bindings: [any Check.Type] = [
        ControlFieldTypeCheck.self,
        InvalidDefaultCheck.self,
        ChoiceValuesCheck.self,
        ToggleValuesCheck.self,
        EmptyRangeCheck.self,
        ConflictingBindingsCheck.self,
        InvalidConditionCheck.self,
        InapplicableConstraintCheck.self,
        InvalidKeyFieldCheck.self,
        InvalidPatternCheck.self,
        InvalidURLCheck.self,
        EmptySectionCheck.self,
        LinkSchemeCheck.self,
        SubtitleValuesCheck.self,
        StoredOutsidePreferencesCheck.self,
        DuplicateStoredKeyCheck.self,
        RedundantStoredKeyCheck.self,
        SecureMultilineTextCheck.self,
        ShortTitlesCheck.self,
        DynamicOptionsCheck.self,
        IntentTargetCheck.self,
        UnknownPlatformCheck.self,
        ColorDefaultCheck.self,
        MalformedDateCheck.self,
        MinuteIntervalCheck.self,
        ConflictingRowKeyCheck.self,
        InAppLinkCheck.self,
        CustomRowClassCheck.self,
    ]
}
