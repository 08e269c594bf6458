// The runtime's names for what the spec model also names (FieldType, Rect…), given
// distinct names here: this file imports the runtime alone, the oracle the compiler alone.

import ViewSpecRuntime

typealias RuntimeFieldDefinition = FieldDefinition
typealias RuntimeFieldType = FieldType
typealias RuntimeEnumDefinition = EnumDefinition
typealias RuntimeFieldValue = FieldValue
typealias RuntimeRawValue = EnumRawValue
typealias RuntimeSelectionConfiguration = SelectionConfiguration
typealias RuntimeSelectionTable = SelectionTable
typealias RuntimeLayerStack = LayerStack
typealias RuntimeLayerView = LayerView
typealias RuntimeViewFrame = ViewFrame
typealias RuntimeRect = Rect
