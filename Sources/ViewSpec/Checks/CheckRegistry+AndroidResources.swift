// The checks in Checks/AndroidResources/. Add a new check of this group here.

extension CheckRegistry {
    /// What exported Android resources cannot say; opt-in, enabled when they are exported.
    static let androidResources: [any Check.Type] = [
        NotInAndroidPreferencesCheck.self
    ]

    /// The checks to enable when Android resources are exported.
    public static var androidResourcesChecks: [String] { androidResources.map { $0.description.id.code } }
}
