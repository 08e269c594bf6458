/// The files every preview site holds beside its pages, written as they are here: no
/// request leaves the output directory.
enum PreviewAssets {}
