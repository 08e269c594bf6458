// The generated screens have what a form needs already; these extensions only say so.

extension ReaderSettingsScreen: FormScreen {}
extension ReaderSettingsScreen.Item: FormItem {}

extension NotificationsScreen: FormScreen {}
extension NotificationsScreen.Item: FormItem {}
