// The style sheet every preview page shares.
extension PreviewAssets {
    static let style = #"""
/* ViewSpec preview: an iOS-like grouped list by default, a Material-like one on demand. */
* { box-sizing: border-box; }
body { margin: 0; font: 15px/1.3 system-ui, -apple-system, "Segoe UI", Roboto, "DejaVu Sans", sans-serif; color: #1c1c1e; background: #e5e5ea; }
a { color: #0a63d6; }
/* Fixed heights keep the stage of a hierarchy at whole pixels, where clicks land exactly. */
header.bar { display: flex; align-items: center; gap: 12px; height: 46px; padding: 0 16px; overflow: hidden; white-space: nowrap; background: #fff; border-bottom: 1px solid #c6c6c8; }
header.bar h1 { font-size: 18px; margin: 0; }
header.bar .kind { font-size: 12px; font-weight: normal; text-transform: uppercase; color: #6d6d72; letter-spacing: .04em; }
header.bar .style-switch { margin-left: auto; font-size: 13px; }
a.source { font: 12px ui-monospace, "DejaVu Sans Mono", monospace; color: #6d6d72; }
main { padding: 16px; }
.index main section { margin-bottom: 20px; }
.index h2 { font-size: 14px; text-transform: uppercase; color: #6d6d72; font-weight: normal; margin: 0 0 6px; }
.index ul { list-style: none; margin: 0; padding: 0; background: #fff; border-radius: 10px; max-width: 640px; }
.index li { display: flex; justify-content: space-between; gap: 12px; padding: 11px 16px; border-bottom: 1px solid #e5e5ea; }
.index li:last-child { border-bottom: 0; }
.index a.page { font-weight: 600; text-decoration: none; }
.workspace { display: flex; align-items: flex-start; gap: 20px; flex-wrap: wrap; }
.device { position: relative; background: #f2f2f7; border: 1px solid #c6c6c8; border-radius: 12px; overflow: hidden; }
.nav-title { text-align: center; font-weight: 600; padding: 14px 16px 4px; }
aside { background: #fff; border-radius: 10px; padding: 10px 14px; font-size: 13px; max-width: 420px; }
aside h2 { font-size: 13px; text-transform: uppercase; color: #6d6d72; font-weight: normal; margin: 0 0 6px; }
aside ol, aside ul { margin: 0; padding-left: 18px; }
aside .note { color: #6d6d72; font-size: 12px; }

/* Preference screens */
.screen { padding-bottom: 8px; }
.section-header { display: flex; align-items: flex-end; padding: 0 32px 6px; font-size: 13px; text-transform: uppercase; color: #6d6d72; }
.section-footer { padding: 6px 32px 0; font-size: 13px; color: #6d6d72; }
.rows { margin: 0 16px; background: #fff; border-radius: 10px; overflow: hidden; }
.row { display: flex; flex-wrap: wrap; align-items: center; gap: 8px; padding: 0 16px; border-bottom: 1px solid #e5e5ea; }
.row:last-child { border-bottom: 0; }
.row[hidden] { display: none; }
.row > .title { flex: 1 1 auto; min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.row .title.action { color: #0a63d6; }
.row > .icon { flex: 0 0 auto; box-sizing: border-box; width: 58px; height: 20px; padding: 0 4px; text-align: center; border: 1px dashed #aeaeb2; border-radius: 5px; font-size: 9px; line-height: 20px; color: #8e8e93; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.row > .platforms, .section-header > .platforms { margin-left: 6px; padding: 0 5px; border: 1px solid #c7c7cc; border-radius: 4px; font-size: 11px; color: #6d6d72; text-transform: none; }
.row > .subtitle { order: 10; flex: 1 0 100%; margin-top: -10px; padding-bottom: 6px; font-size: 13px; color: #6d6d72; }
/* Under the title, not under the icon before it, as the platforms draw a subtitle. */
.row > .icon ~ .subtitle { flex-basis: calc(100% - 66px); margin-left: 66px; }
.row .accessory { display: flex; align-items: center; gap: 6px; color: #6d6d72; }
.row .value.placeholder { font-style: italic; }
.row .delete { padding: 0 6px; border-radius: 4px; background: #ff3b30; color: #fff; font-size: 12px; }
.row.list-empty { color: #8e8e93; font-style: italic; }
.row.disabled { opacity: .45; }
[data-localization-key] { text-decoration: underline dotted #9a9aa0; text-underline-offset: 3px; }
.row.radio { padding: 0; }
.row.radio > .title { display: none; }
.row .options { flex: 1 0 100%; display: flex; flex-direction: column; }
.row .option { display: flex; align-items: center; justify-content: space-between; padding: 0 16px; border: 0; border-bottom: 1px solid #e5e5ea; background: none; font: inherit; color: inherit; text-align: left; cursor: pointer; }
.row .option:last-child { border-bottom: 0; }
.row .option .check { visibility: hidden; color: #0a63d6; font-weight: 700; }
.row .option.selected .check { visibility: visible; }
.row.control-multiChoice { padding-top: 10px; }
.row .options.multi { flex-direction: row; flex-wrap: wrap; gap: 4px 14px; padding: 0 0 8px; }
.row .options.multi .option { border: 0; padding: 0; gap: 4px; }
input.switch { appearance: none; width: 51px; height: 31px; border-radius: 16px; background: #e9e9eb; position: relative; cursor: pointer; margin: 0; transition: background .15s; }
input.switch::after { content: ""; position: absolute; top: 2px; left: 2px; width: 27px; height: 27px; border-radius: 50%; background: #fff; box-shadow: 0 2px 4px rgba(0,0,0,.25); transition: left .15s; }
input.switch:checked { background: #34c759; }
input.checkbox { width: 22px; height: 22px; margin: 0; cursor: pointer; accent-color: #34c759; }
input.switch:checked::after { left: 22px; }
input.slider { width: 140px; }
input.text-field { border: 0; text-align: right; font: inherit; width: 160px; background: transparent; }
textarea.text-field { border: 0; font: inherit; width: 160px; background: transparent; resize: vertical; }
select.menu { font: inherit; border: 0; background: transparent; color: #6d6d72; text-align: right; }
button.step { width: 32px; height: 28px; font: inherit; border: 1px solid #c6c6c8; background: #f2f2f7; border-radius: 7px; }
button.action-button { font: inherit; border: 0; background: none; color: #0a63d6; cursor: pointer; }
.row .title.action.destructive, button.action-button.destructive { color: #ff3b30; }
.chevron { color: #c4c4c7; font-size: 20px; }
.dynamic-note { color: #8e8e93; font-size: 11px; margin-left: 6px; }
.url { font-size: 12px; }
.row.custom { background-image: repeating-linear-gradient(135deg, transparent 0 8px, rgba(142,142,147,.08) 8px 16px); }
.custom { color: #8e8e93; font-size: 12px; font-style: italic; }

/* Material-like */
.style-material { background: #fafafa; font-family: Roboto, "DejaVu Sans", system-ui, sans-serif; }
.style-material .device { border-radius: 2px; background: #fff; }
.style-material .nav-title { text-align: left; background: #3f51b5; color: #fff; padding: 16px; font-weight: 500; }
.style-material .section-header { text-transform: none; color: #3f51b5; font-weight: 500; padding: 0 16px 4px; }
.style-material .section-footer { padding: 4px 16px 0; }
.style-material .rows { margin: 0; border-radius: 0; }
.style-material .row { border-bottom: 0; padding: 0 16px; }
.style-material input.switch { width: 36px; height: 14px; border-radius: 7px; background: #bdbdbd; overflow: visible; }
.style-material input.switch::after { top: -3px; left: -2px; width: 20px; height: 20px; }
.style-material input.switch:checked { background: #9fa8da; }
.style-material input.switch:checked::after { left: 18px; background: #3f51b5; }
.style-material .row .option .check { color: #3f51b5; }
.style-material .row .title.action, .style-material button.action-button { color: #3f51b5; text-transform: uppercase; font-weight: 500; }
.style-material .row .title.action.destructive, .style-material button.action-button.destructive { color: #d32f2f; }

/* Tables */
.table-tools { display: flex; flex-wrap: wrap; gap: 10px; align-items: center; margin-bottom: 10px; font-size: 13px; }
.table-info { color: #3a3a3c; }
.tap-result { font-weight: 600; }
.table-frame { position: absolute; overflow: auto; }
.table { background: #fff; height: 100%; }
.table-rows { display: flex; flex-direction: column; }
.table-row { display: flex; align-items: center; justify-content: space-between; padding: 0 16px; border: 0; border-bottom: 1px solid #e5e5ea; background: #fff; font: inherit; color: inherit; text-align: left; cursor: pointer; }
.table-row.highlighted { background: #d1d1d6; }
.table-row .accessory { color: #0a63d6; font-weight: 700; }
.table-row.disabled { color: #b0b0b5; cursor: not-allowed; }

/* Hierarchies */
.hierarchy-tools { display: flex; gap: 14px; align-items: center; height: 28px; margin-bottom: 10px; font-size: 13px; white-space: nowrap; }
.hit-result { font-weight: 600; }
.stage { box-sizing: content-box; position: relative; background: #fff; border: 1px solid #8e8e93; overflow: hidden; flex: none; }
.view { position: absolute; overflow: hidden; font-size: 12px; }
.view.kind-view { background: rgba(10, 99, 214, .08); outline: 1px dashed rgba(10, 99, 214, .5); outline-offset: -1px; }
.view.kind-image { background: repeating-linear-gradient(45deg, #eef1f6, #eef1f6 8px, #e2e7ef 8px, #e2e7ef 16px); display: flex; align-items: center; justify-content: center; color: #6d6d72; }
.view.kind-text { display: flex; align-items: center; padding: 0 4px; font-size: 15px; }
.view.kind-hierarchy { outline: 1px dotted #8e8e93; outline-offset: -1px; }
.view .embedded { position: absolute; inset: 0; overflow: auto; background: #f2f2f7; }
.view .embedded .nav-title { display: none; }
.view .embedded-link { position: absolute; right: 2px; top: 2px; font-size: 10px; background: rgba(255,255,255,.85); padding: 0 4px; border-radius: 3px; z-index: 1; }
.view.hidden-view { display: none; }
.stage.show-hidden .view.hidden-view { display: block; opacity: .45; outline: 2px dashed #ff9500; outline-offset: -2px; }
.view.layer-hidden, .stage.show-hidden .view.layer-hidden { display: none; }
.stage.hit-testing { cursor: crosshair; }
.stage.hit-testing .view { pointer-events: none; }
.view.hit { box-shadow: inset 0 0 0 3px #ff3b30; background-color: rgba(255, 59, 48, .15); }
.hit-marker { position: absolute; width: 10px; height: 10px; margin: -5px 0 0 -5px; border-radius: 50%; background: #ff3b30; z-index: 100000; pointer-events: none; }
.layer-panel .layer-views { list-style: none; padding-left: 22px; }
.layer-panel .layer-view { display: flex; justify-content: space-between; gap: 10px; }

/* Action sheets: iOS-like, two floating groups at the bottom, the cancel button apart */
.view.presenter { cursor: pointer; }
.sheet-result { font-size: 13px; font-weight: 600; }
.sheet-overlay { position: fixed; inset: 0; z-index: 200000; background: rgba(0, 0, 0, .4); display: flex; align-items: flex-end; justify-content: center; }
.action-sheet { width: 100%; max-width: 400px; padding: 0 8px 8px; display: flex; flex-direction: column; gap: 8px; }
.sheet-group { display: flex; flex-direction: column; background: rgba(249, 249, 249, .96); border-radius: 14px; overflow: hidden; }
.sheet-header { padding: 14px 16px 12px; text-align: center; border-bottom: 1px solid #d1d1d6; }
.sheet-title { font-size: 13px; font-weight: 600; color: #6d6d72; }
.sheet-message { font-size: 13px; color: #6d6d72; margin-top: 2px; }
.sheet-button { min-height: 56px; border: 0; border-bottom: 1px solid #d1d1d6; background: none; font: inherit; font-size: 19px; color: #0a63d6; text-align: center; cursor: pointer; }
.sheet-button:last-child { border-bottom: 0; }
.sheet-button.role-destructive { color: #ff3b30; }
.sheet-cancel { background: #fff; }
.sheet-cancel .sheet-button { font-weight: 600; }
.sheet-info .sheet-buttons { margin-bottom: 8px; }
button.show-sheet { font: inherit; border: 1px solid #c6c6c8; background: #f2f2f7; border-radius: 7px; padding: 4px 10px; cursor: pointer; }
/* Material-like: one bottom sheet, square top corners rounded, buttons as left-aligned rows */
.style-material .action-sheet { max-width: 560px; padding: 0; gap: 0; background: #fff; border-radius: 12px 12px 0 0; box-shadow: 0 -2px 10px rgba(0,0,0,.2); padding-bottom: 8px; }
.style-material .sheet-group { background: none; border-radius: 0; }
.style-material .sheet-header { text-align: left; border-bottom: 0; padding: 16px 16px 8px; }
.style-material .sheet-title { font-size: 16px; font-weight: 500; color: #212121; }
.style-material .sheet-message { font-size: 14px; color: #616161; }
.style-material .sheet-button { min-height: 48px; border-bottom: 0; padding: 0 16px; font-size: 16px; color: #212121; text-align: left; }
.style-material .sheet-button.role-destructive { color: #d32f2f; }
.style-material .sheet-cancel { border-top: 1px solid #e0e0e0; }
.style-material .sheet-cancel .sheet-button { font-weight: 400; color: #3f51b5; }
/* Animations: texts and images over the stage, centred; controls beside the other tools */
.animation-overlay { position: absolute; inset: 0; display: flex; flex-direction: column; align-items: center; justify-content: center; gap: 8px; pointer-events: none; z-index: 100000; }
.animated-element { white-space: nowrap; font-weight: 600; text-shadow: 0 0 2px rgba(0,0,0,.6); }
.animated-element.kind-image { width: 60px; height: 60px; border: 1px dashed #8e8e93; display: flex; align-items: center; justify-content: center; font-size: 11px; }
.animation-stage .animation-place { position: absolute; box-sizing: border-box; border: 1px dashed #8e8e93; font-size: 11px; color: #8e8e93; padding: 2px; }
.animation-stage .animated-view { position: absolute; box-sizing: border-box; background: rgba(0,122,255,.25); border: 1px solid #007aff; }
.tracks .source { margin-left: 8px; }
.animation-controls { display: flex; gap: 6px; align-items: center; }
.animation-controls button { font: inherit; border: 1px solid #c6c6c8; background: #f2f2f7; border-radius: 7px; padding: 2px 8px; cursor: pointer; }
.animation-controls .animation-name { font-weight: 600; }
.animation-controls output { font-variant-numeric: tabular-nums; min-width: 14em; }
.error { color: #c00; font-weight: 600; }
.diagnostics pre.report { background: #fff; padding: 12px 16px; border-radius: 8px; overflow: auto; font: 13px/1.4 ui-monospace, "DejaVu Sans Mono", monospace; }
"""#
}
