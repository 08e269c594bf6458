// The script every preview page runs: it reads the page's layout document and draws it.
extension PreviewAssets {
    static let script = #"""
// Draws one ViewSpec layout document from the JSON the page holds. No framework and no
// request: everything comes from the page's own script elements.
(function () {
  'use strict';

  function readJSON(id) {
    var element = document.getElementById(id);
    return element ? JSON.parse(element.textContent) : null;
  }

  function el(tag, className, text) {
    var node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined && text !== null) node.textContent = String(text);
    return node;
  }

  // What a child pane row, or a row the app draws, opens: a link to the screen's page, or,
  // for a screen the app's code makes, which has no page, its name.
  function appendPane(node, accessory, pane) {
    if (pane.external) {
      var external = el('span', 'value', pane.external);
      external.title = pane.opening === 'file'
        ? 'a Settings.bundle pane file made when the app is built: ' + pane.external + '.plist'
        : 'a screen the app makes: ' + pane.external + (pane.opening === 'segue' ? ' (storyboard segue)' : '')
          + (pane.file ? ', made with the bundled file ' + pane.file : '') + '; Android fragment ' + pane.fragment;
      node.setAttribute('data-external', pane.external);
      accessory.appendChild(external);
    } else {
      var link = el('a', 'pane-link', 'Open');
      link.href = pageFor(pane.document);
      link.setAttribute('data-screen', pane.screen);
      accessory.appendChild(link);
    }
    accessory.appendChild(el('span', 'chevron', '\u203A'));
  }

  function px(value) { return value + 'px'; }

  function place(node, frame) {
    node.style.left = px(frame.x);
    node.style.top = px(frame.y);
    node.style.width = px(frame.width);
    node.style.height = px(frame.height);
  }

  // Text of the layout: {text, localizationKey}; the key shows on hover.
  function textOf(text) { return text && text.text !== null && text.text !== undefined ? text.text : ''; }
  function describeText(node, text) {
    if (text && text.localizationKey) node.setAttribute('data-localization-key', text.localizationKey);
  }

  function pageFor(documentFile) { return documentFile.replace(/\.json$/, '') + '.html'; }

  function sourceLink(at) {
    var link = el('a', 'source', at.file + ':' + at.line);
    link.href = at.href;
    link.setAttribute('data-line', String(at.line));
    link.title = 'Open the spec file';
    return link;
  }

  function hoverText(node, parts) {
    var shown = parts.filter(function (part) { return part; });
    if (shown.length) node.title = shown.join('\n');
  }

  // ---- Values and conditions, as the generated code compares them ----

  // Two layout values are equal when they are the same JSON; an enumeration value
  // {case, rawValue} is the same value as any other with the same case. The layout leaves
  // out members that are null, so a missing value is null.
  function sameValue(a, b) {
    if (a === undefined) a = null;
    if (b === undefined) b = null;
    if (a === b) return true;
    if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false;
    if (Array.isArray(a) || Array.isArray(b)) {
      if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
      for (var i = 0; i < a.length; i++) if (!sameValue(a[i], b[i])) return false;
      return true;
    }
    if ('case' in a || 'case' in b) return a['case'] === b['case'];
    var keys = Object.keys(a);
    if (keys.length !== Object.keys(b).length) return false;
    return keys.every(function (key) { return sameValue(a[key], b[key]); });
  }

  // A condition holds when every clause holds: the field's current value equals the
  // clause's. No condition always holds.
  function holds(condition, values) {
    if (condition === null || condition === undefined) return true;
    return condition.every(function (clause) {
      return Object.prototype.hasOwnProperty.call(values, clause.field) && sameValue(values[clause.field], clause.value);
    });
  }

  function describeValue(value) {
    if (value === null || value === undefined) return 'none';
    if (Array.isArray(value)) return value.map(describeValue).join(', ');
    if (typeof value === 'object' && 'case' in value) return value['case'];
    return String(value);
  }

  function describeCondition(name, condition) {
    if (!condition) return '';
    return name + ': ' + condition.map(function (clause) { return clause.field + ' = ' + describeValue(clause.value); }).join(' and ');
  }

  // ---- Preference screens ----

  function renderScreen(layout, sources, container) {
    var screen = el('div', 'screen');
    screen.setAttribute('data-model', layout.model ? layout.model.name : '');
    var values = {};
    var rows = [];
    var groups = [];
    layout.sections.forEach(function (section) {
      section.items.forEach(function (item) {
        if (item.field && !Object.prototype.hasOwnProperty.call(values, item.field.name)) values[item.field.name] = item.field['default'] != null ? item.field['default'] : null;
      });
    });

    function refresh() {
      // A row or section hidden until the app shows it stays hidden here, as in the app.
      groups.forEach(function (group) { group.node.hidden = group.section.hidden === true || !holds(group.section.visibleWhen, values); });
      rows.forEach(function (row) {
        var subtitle = row.item.subtitles && row.item.field ? row.node.querySelector('.subtitle') : null;
        if (subtitle) {
          // An entry without a value holds the text for every value not listed.
          var shown = row.item.subtitles.filter(function (entry) { return 'value' in entry && sameValue(entry.value, values[row.item.field.name]); })[0]
            || row.item.subtitles.filter(function (entry) { return !('value' in entry); })[0];
          subtitle.textContent = shown ? textOf(shown.text) : '';
        }
        var visible = row.item.hidden !== true && holds(row.item.visibleWhen, values);
        var enabled = holds(row.item.enabledWhen, values);
        row.node.hidden = !visible;
        row.node.classList.toggle('disabled', !enabled);
        row.node.setAttribute('data-visible', String(visible));
        row.node.setAttribute('data-enabled', String(enabled));
        row.controls.forEach(function (control) { control.disabled = !enabled; });
        row.update();
      });
    }

    function setValue(field, value) {
      values[field] = value;
      refresh();
    }

    layout.sections.forEach(function (section, sectionIndex) {
      var sectionSources = sources && sources.sections ? sources.sections[sectionIndex] : null;
      var group = el('section', 'section');
      group.setAttribute('data-section', String(sectionIndex));
      if (section.id) group.setAttribute('data-id', section.id);
      groups.push({node: group, section: section});
      var title = section.header.title;
      var header = el('div', title ? 'section-header' : 'section-header untitled', textOf(title));
      header.style.minHeight = px(section.header.frame.height);
      describeText(header, title);
      hoverText(header, [title && title.localizationKey ? 'key: ' + title.localizationKey : '', sectionSources ? sectionSources.at.file + ':' + sectionSources.at.line : '']);
      // A section for some platforms only is drawn, with a small note naming them.
      if (section.platforms) header.appendChild(el('span', 'platforms', platformNote(section.platforms)));
      group.appendChild(header);
      var list = el('div', 'rows');
      section.items.forEach(function (item, itemIndex) {
        var at = sectionSources ? sectionSources.items[itemIndex] : null;
        var row = renderItem(item, values, setValue, at);
        row.node.setAttribute('data-section', String(sectionIndex));
        row.node.setAttribute('data-item', String(itemIndex));
        rows.push(row);
        list.appendChild(row.node);
      });
      if (section.list) renderListRows(section.list, list, sectionIndex);
      group.appendChild(list);
      var footerText = section.footer.text;
      var footer = el('div', footerText ? 'section-footer' : 'section-footer empty', textOf(footerText));
      footer.style.minHeight = px(section.footer.frame.height);
      describeText(footer, footerText);
      if (footerText && footerText.localizationKey) footer.title = 'key: ' + footerText.localizationKey;
      group.appendChild(footer);
      screen.appendChild(group);
    });
    container.appendChild(screen);
    refresh();
    return screen;
  }

  // A list section: a row for each element the list starts with (its field's default), or
  // a note that it starts empty or that the app stores its elements; then the row that
  // adds one; each element marked deletable where the user may delete it.
  function renderListRows(list, container, sectionIndex) {
    var row = list.row;
    var field = row.field;
    var elements = field && Array.isArray(field['default']) ? field['default'] : [];
    container.setAttribute('data-list', list.field || list.key || '');
    elements.forEach(function (element, elementIndex) {
      var node = el('div', 'row list-element control-' + row.control);
      node.setAttribute('data-section', String(sectionIndex));
      node.setAttribute('data-element', String(elementIndex));
      node.style.minHeight = px(row.frame.height);
      // A text field's row is the element's text; another row shows its title and the element.
      var showsTitle = row.control !== 'textField' && row.title && textOf(row.title);
      if (row.icon) node.appendChild(iconPlaceholder(row.icon));
      node.appendChild(el('span', 'title', showsTitle ? textOf(row.title) : describeValue(element)));
      var accessory = el('span', 'accessory');
      if (showsTitle) accessory.appendChild(el('span', 'value', describeValue(element)));
      if (list.deletable) accessory.appendChild(el('span', 'delete', 'Delete'));
      node.appendChild(accessory);
      hoverText(node, ['element ' + (elementIndex + 1) + ' of ' + (list.field || list.key), list.deletable ? 'deletable' : '']);
      container.appendChild(node);
    });
    if (elements.length === 0) {
      var empty = el('div', 'row list-empty', list.field ? 'no elements' : 'elements the app stores under ' + list.key);
      empty.style.minHeight = px(row.frame.height);
      container.appendChild(empty);
    }
    if (list.add) {
      var add = list.add;
      var placeholder = add.options && add.options.placeholder ? textOf(add.options.placeholder) : '';
      var addNode = el('div', 'row list-add control-' + add.control);
      addNode.style.minHeight = px(add.frame.height);
      if (add.icon) addNode.appendChild(iconPlaceholder(add.icon));
      var addTitle = add.control === 'textField' && placeholder ? placeholder : (add.title && textOf(add.title)) || placeholder || 'Add';
      addNode.appendChild(el('span', 'title action', addTitle));
      container.appendChild(addNode);
    }
  }

  // "iOS, iPadOS only", or "no platform" for an empty list.
  function platformNote(platforms) {
    return platforms.length ? platforms.join(', ') + ' only' : 'no platform';
  }

  // A row's icon: the app's image is not at hand in the browser, so a small box before
  // the title names it (iOS's name, else Android's), with both platforms' names on hover.
  function iconPlaceholder(icon) {
    var name = icon.ios || icon.android;
    var box = el('span', 'icon', name);
    box.setAttribute('data-icon', name);
    box.title = 'icon: ' + (icon.ios ? 'iOS ' + icon.ios : 'none on iOS') + ', ' + (icon.android ? 'Android ' + icon.android : 'none on Android');
    return box;
  }

  function renderItem(item, values, setValue, at) {
    var node = el('div', 'row control-' + item.control);
    node.setAttribute('data-control', item.control);
    node.style.minHeight = px(item.frame.height);
    if (item.icon) node.appendChild(iconPlaceholder(item.icon));
    var label = el('span', 'title', textOf(item.title));
    describeText(label, item.title);
    node.appendChild(label);
    // On a line of its own under the title and the control (ordered last by the style).
    if (item.subtitle || item.subtitles) node.appendChild(el('span', 'subtitle', textOf(item.subtitle)));
    if (item.platforms) {
      node.setAttribute('data-platforms', item.platforms.join(' '));
      node.appendChild(el('span', 'platforms', platformNote(item.platforms)));
    }
    var field = item.field;
    hoverText(node, [
      item.title && item.title.localizationKey ? 'key: ' + item.title.localizationKey : '',
      field ? 'field: ' + field.name + ' (' + field.type + (field.multiple ? ', several' : '') + ')' : '',
      describeCondition('visible when', item.visibleWhen),
      describeCondition('enabled when', item.enabledWhen),
      at ? at.file + ':' + at.line : ''
    ]);
    if (at) {
      node.setAttribute('data-source', at.file + ':' + at.line);
    }
    var options = item.options || {};
    var accessory = el('span', 'accessory');
    var controls = [];
    var update = function () {};
    var current = function () { return field ? values[field.name] : null; };

    switch (item.control) {
      case 'toggle': {
        // A checkbox where the spec asks for one (the browser's own), else a switch.
        var toggle = el('input', options.presentation === 'checkbox' ? 'checkbox' : 'switch');
        toggle.type = 'checkbox';
        toggle.setAttribute('aria-label', textOf(item.title));
        // What the field holds while on and off: true and false, or a toggle's own values.
        var onValue = 'on' in options ? options.on : true;
        var offValue = 'off' in options ? options.off : false;
        toggle.addEventListener('change', function () { setValue(field.name, toggle.checked ? onValue : offValue); });
        update = function () { toggle.checked = sameValue(current(), onValue); };
        accessory.appendChild(toggle);
        controls.push(toggle);
        break;
      }
      case 'slider': {
        var slider = el('input', 'slider');
        slider.type = 'range';
        slider.min = options.minimum != null ? options.minimum : 0;
        slider.max = options.maximum != null ? options.maximum : 100;
        // A whole-number field moves in whole steps even when the spec gives none.
        slider.step = options.step != null ? options.step : (field.type === 'Int' ? 1 : 'any');
        var sliderValue = el('span', 'value');
        slider.addEventListener('input', function () { setValue(field.name, Number(slider.value)); });
        update = function () { slider.value = current(); sliderValue.textContent = describeValue(current()); };
        accessory.appendChild(slider);
        accessory.appendChild(sliderValue);
        controls.push(slider);
        break;
      }
      case 'stepper': {
        var shown = el('span', 'value');
        var minus = el('button', 'step', '\u2212');
        var plus = el('button', 'step', '+');
        var step = options.step != null ? options.step : 1;
        function move(by) {
          var next = Number(current()) + by;
          if (options.minimum != null && next < options.minimum) next = options.minimum;
          if (options.maximum != null && next > options.maximum) next = options.maximum;
          setValue(field.name, next);
        }
        minus.addEventListener('click', function () { move(-step); });
        plus.addEventListener('click', function () { move(step); });
        update = function () {
          shown.textContent = describeValue(current());
          minus.disabled = node.classList.contains('disabled') || (options.minimum != null && current() <= options.minimum);
          plus.disabled = node.classList.contains('disabled') || (options.maximum != null && current() >= options.maximum);
        };
        accessory.appendChild(shown);
        accessory.appendChild(minus);
        accessory.appendChild(plus);
        break;
      }
      case 'datePicker': {
        // The browser's own picker for the mode, on the moment's text in UTC
        // (YYYY-MM-DDTHH:MM:SSZ): a date keeps the time, a time keeps the day.
        var mode = options.mode || 'dateAndTime';
        var picker = el('input', 'date-picker');
        picker.type = { date: 'date', time: 'time' }[mode] || 'datetime-local';
        picker.setAttribute('data-mode', mode);
        picker.setAttribute('aria-label', textOf(item.title));
        if (mode !== 'date' && options.minuteInterval > 1) picker.step = String(options.minuteInterval * 60);
        var fallback = '1970-01-01T00:00:00Z';
        var shownPart = function (moment) {
          if (typeof moment !== 'string') return '';
          return mode === 'date' ? moment.slice(0, 10) : mode === 'time' ? moment.slice(11, 16) : moment.slice(0, 16);
        };
        picker.addEventListener('change', function () {
          var picked = picker.value;
          if (!picked) { if (field.optional) setValue(field.name, null); return; }
          var base = typeof current() === 'string' ? current() : fallback;
          if (mode === 'date') setValue(field.name, picked + base.slice(10));
          else if (mode === 'time') setValue(field.name, base.slice(0, 11) + picked.slice(0, 5) + ':00Z');
          else setValue(field.name, picked.slice(0, 16) + ':00Z');
        });
        update = function () { var shown = shownPart(current()); if (picker.value !== shown) picker.value = shown; };
        accessory.appendChild(picker);
        controls.push(picker);
        break;
      }
      case 'textField': {
        // A multi-line field is a text area, which grows with its lines.
        var input = options.multiline ? el('textarea', 'text-field') : el('input', 'text-field');
        if (!options.multiline) input.type = options.secure ? 'password' : 'text';
        else input.rows = 3;
        input.placeholder = textOf(options.placeholder);
        if (options.placeholder && options.placeholder.localizationKey) input.title = 'key: ' + options.placeholder.localizationKey;
        if (field.constraints && field.constraints.maxLength != null) input.maxLength = field.constraints.maxLength;
        input.setAttribute('inputmode', { number: 'numeric', decimal: 'decimal', email: 'email', url: 'url' }[options.keyboard] || 'text');
        // The browser's autofill token for the content type (HTML's autocomplete names).
        var autocomplete = {
          name: 'name', namePrefix: 'honorific-prefix', givenName: 'given-name', middleName: 'additional-name', familyName: 'family-name',
          nameSuffix: 'honorific-suffix', nickname: 'nickname', jobTitle: 'organization-title', organizationName: 'organization',
          fullStreetAddress: 'street-address', streetAddressLine1: 'address-line1', streetAddressLine2: 'address-line2',
          addressCity: 'address-level2', addressState: 'address-level1', sublocality: 'address-level3', countryName: 'country-name',
          postalCode: 'postal-code', telephoneNumber: 'tel', emailAddress: 'email', url: 'url', creditCardNumber: 'cc-number',
          username: 'username', password: 'current-password', newPassword: 'new-password', oneTimeCode: 'one-time-code'
        }[options.contentType];
        if (autocomplete) input.setAttribute('autocomplete', autocomplete);
        // A number field holds a number: conditions compare it with numbers.
        input.addEventListener('input', function () {
          var typed = input.value;
          if (field.type === 'Int' || field.type === 'Float') {
            var number = field.type === 'Int' ? parseInt(typed, 10) : parseFloat(typed);
            setValue(field.name, isNaN(number) ? (field.optional ? null : typed) : number);
          } else {
            setValue(field.name, typed);
          }
        });
        update = function () { if (input.value !== String(current() === null ? '' : current())) input.value = current() === null ? '' : current(); };
        accessory.appendChild(input);
        controls.push(input);
        break;
      }
      case 'choice': {
        // Options the app supplies at run time: the row shows the current value, and says so.
        if (options.options === 'dynamic') {
          node.setAttribute('data-dynamic-options', 'true');
          var dynamicValue = el('span', 'value');
          dynamicValue.title = 'the app supplies the options at run time';
          update = function () { dynamicValue.textContent = describeValue(current()); };
          accessory.appendChild(dynamicValue);
          accessory.appendChild(el('span', 'dynamic-note', 'options from the app'));
          break;
        }
        // Listed by their shown titles when the spec asks; each keeps its value.
        var shown = options.options.slice();
        if (options.sortByTitle) shown.sort(function (a, b) { return textOf(a.title).localeCompare(textOf(b.title)); });
        if (options.presentation === 'radio') {
          node.classList.add('radio');
          var list = el('div', 'options');
          var choices = shown.map(function (option, index) {
            var choice = el('button', 'option');
            choice.type = 'button';
            choice.setAttribute('data-option', String(index));
            var optionTitle = el('span', 'title', textOf(option.title));
            describeText(optionTitle, option.title);
            choice.appendChild(optionTitle);
            choice.appendChild(el('span', 'check', '\u2713'));
            if (option.frame) choice.style.minHeight = px(option.frame.height);
            choice.addEventListener('click', function () { setValue(field.name, option.value); });
            list.appendChild(choice);
            controls.push(choice);
            return { node: choice, option: option };
          });
          update = function () {
            choices.forEach(function (choice) { choice.node.classList.toggle('selected', sameValue(choice.option.value, current())); });
          };
          node.appendChild(list);
        } else {
          var select = el('select', 'menu');
          shown.forEach(function (option, index) {
            var entry = el('option', null, textOf(option.title));
            entry.value = String(index);
            select.appendChild(entry);
          });
          select.addEventListener('change', function () { setValue(field.name, shown[Number(select.value)].value); });
          update = function () {
            var index = shown.findIndex(function (option) { return sameValue(option.value, current()); });
            select.value = String(index);
          };
          accessory.appendChild(select);
          controls.push(select);
        }
        break;
      }
      case 'multiChoice': {
        var boxes = el('div', 'options multi');
        var entries = options.options.map(function (option, index) {
          var box = el('label', 'option');
          var check = el('input');
          check.type = 'checkbox';
          check.setAttribute('data-option', String(index));
          check.addEventListener('change', function () {
            var chosen = (current() || []).filter(function (value) { return !sameValue(value, option.value); });
            if (check.checked) chosen.push(option.value);
            // Kept in the options' order, as a set of cases is.
            chosen = options.options.map(function (o) { return o.value; }).filter(function (value) {
              return chosen.some(function (c) { return sameValue(c, value); });
            });
            setValue(field.name, chosen);
          });
          box.appendChild(check);
          box.appendChild(el('span', 'title', textOf(option.title)));
          boxes.appendChild(box);
          controls.push(check);
          return { check: check, option: option };
        });
        var summary = el('span', 'value');
        update = function () {
          var chosen = current() || [];
          entries.forEach(function (entry) {
            entry.check.checked = chosen.some(function (value) { return sameValue(value, entry.option.value); });
          });
          summary.textContent = entries.filter(function (entry) { return entry.check.checked; })
            .map(function (entry) { return textOf(entry.option.title); }).join(', ') || 'None';
        };
        accessory.appendChild(summary);
        node.appendChild(boxes);
        break;
      }
      case 'value': {
        var valueText = el('span', 'value');
        // Through the lookup table where there is one; a value it does not list as it is.
        update = function () {
          var value = current();
          var entry = (options.titles || []).find(function (candidate) { return sameValue(candidate.value, value); });
          valueText.textContent = entry ? textOf(entry.title) : describeValue(value);
        };
        accessory.appendChild(valueText);
        break;
      }
      case 'childPane': {
        // The field it names with 'value', shown beside the title as a value row shows it,
        // and its placeholder while the field holds no value.
        if (field && !options.external) {
          var paneValue = el('span', 'value');
          update = function () {
            var value = current();
            var empty = (value === null || value === undefined) && options.placeholder;
            paneValue.textContent = empty ? textOf(options.placeholder) : describeValue(value);
            paneValue.classList.toggle('placeholder', !!empty);
          };
          accessory.appendChild(paneValue);
        }
        appendPane(node, accessory, options);
        break;
      }
      case 'button': {
        // A destructive action's title and button take the platform's destructive colour.
        label.className = 'title action' + (options.destructive ? ' destructive' : '');
        var action = el('button', 'action-button' + (options.destructive ? ' destructive' : ''), options.presents ? 'Show' : 'Run');
        action.type = 'button';
        action.title = 'action: ' + options.action + (options.destructive ? ' (destructive)' : '') + (options.presents ? '; presents ' + options.presents.sheet : '');
        var ran = el('span', 'value');
        action.addEventListener('click', function () {
          ran.textContent = options.action + '()';
          // The button's sheet acts on the screen's preferences object.
          if (options.presents) presentSheet(options.presents, 'the preferences');
        });
        if (options.presents) node.setAttribute('data-presents', options.presents.sheet);
        accessory.appendChild(ran);
        accessory.appendChild(action);
        controls.push(action);
        break;
      }
      case 'link': {
        label.className = 'title action';
        // Shown, never followed: the preview makes no request.
        if (options.detail) accessory.appendChild(el('span', 'value detail', textOf(options.detail)));
        // An Android intent opens another app's or the system's screen: nothing to open here.
        if (options.intent) {
          var intent = options.intent;
          var opens = el('span', 'url intent', 'opens another app');
          var parts = ['action', 'data', 'targetPackage', 'targetClass', 'mimeType'].filter(function (name) {
            return intent[name] != null;
          }).map(function (name) { return name + ' ' + intent[name]; });
          (intent.extras || []).forEach(function (extra) { parts.push('extra ' + extra.name + ' = ' + String(extra.value)); });
          opens.title = 'Android intent: ' + parts.join('; ');
          node.setAttribute('data-intent', intent.action || intent.targetClass || '');
          accessory.appendChild(opens);
          break;
        }
        // The app's own page in the system's settings: the Settings app, Android's app info.
        if (options.systemSettings) {
          var settings = el('span', 'url system-settings', "opens the app's settings");
          settings.title = "the app's page in the system's settings (iOS app-settings:, Android application details)";
          node.setAttribute('data-system-settings', options.systemSettings);
          accessory.appendChild(settings);
          break;
        }
        var url = el('span', 'url', options.url);
        url.title = 'link: ' + options.url + (options.urlLocalizationKey ? ' (key: ' + options.urlLocalizationKey + ')' : '');
        accessory.appendChild(url);
        // A page the app shows in a web view of its own, not in the browser; a mail the
        // app composes itself, not the Mail app.
        if (options.inApp) {
          var isMail = /^mailto:/i.test(options.url);
          var inApp = el('span', 'url in-app', isMail ? 'composes the mail in the app' : 'opens inside the app');
          inApp.title = isMail
            ? 'the mail is composed inside the app, not in the Mail app'
            : 'the page opens inside the app (a web view), not in the browser';
          node.setAttribute('data-in-app', 'true');
          accessory.appendChild(inApp);
        }
        break;
      }
      case 'colorPicker': {
        // The browser's colour well shows and picks the colour; the field keeps its own form
        // ('#RRGGBB' or '#AARRGGBB' in a String, Android's signed ARGB number in an Int) and,
        // where the picker offers opacity, the alpha it holds (the well has none).
        var well = el('input', 'color-well');
        well.type = 'color';
        well.setAttribute('aria-label', textOf(item.title));
        var colorText = el('span', 'value');
        var argbOf = function (value) {
          if (typeof value === 'number' && isFinite(value)) return value >>> 0;
          var match = typeof value === 'string' ? /^#([0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/.exec(value) : null;
          if (!match) return null;
          var digits = match[1].length === 6 ? 'FF' + match[1] : match[1];
          return parseInt(digits, 16) >>> 0;
        };
        var hex = function (number, width) {
          var digits = number.toString(16).toUpperCase();
          while (digits.length < width) digits = '0' + digits;
          return digits;
        };
        well.addEventListener('input', function () {
          var rgb = parseInt(well.value.slice(1), 16);
          var held = argbOf(current());
          var alpha = options.alpha && held !== null ? held >>> 24 : 0xFF;
          var argb = ((alpha << 24) | rgb) >>> 0;
          if (field.type === 'Int') setValue(field.name, argb | 0);
          else setValue(field.name, '#' + (options.alpha ? hex(argb, 8) : hex(rgb, 6)));
        });
        update = function () {
          var argb = argbOf(current());
          well.value = '#' + hex(argb === null ? 0 : argb & 0xFFFFFF, 6).toLowerCase();
          colorText.textContent = argb === null ? 'none' : '#' + (options.alpha ? hex(argb, 8) : hex(argb & 0xFFFFFF, 6));
          node.setAttribute('data-color', colorText.textContent);
        };
        well.title = options.alpha ? 'a colour with opacity' : 'an opaque colour';
        accessory.appendChild(colorText);
        accessory.appendChild(well);
        controls.push(well);
        break;
      }
      case 'soundPicker': {
        // The system's sound list is the device's: the row shows the stored sound's URI,
        // or that it is silent.
        var sound = el('span', 'value sound');
        sound.title = options.sounds + ' sounds' + (options.showDefault ? '; the default sound offered' : '') + (options.showSilent ? '; silence offered' : '');
        node.setAttribute('data-sounds', options.sounds);
        update = function () {
          var value = current();
          sound.textContent = value === '' ? 'Silent' : value == null ? 'none' : String(value);
        };
        accessory.appendChild(sound);
        accessory.appendChild(el('span', 'chevron', '\u203A'));
        break;
      }
      case 'custom': {
        // A row the app's own code draws: a placeholder naming the key it finds it by.
        node.classList.add('custom');
        var custom = el('span', 'value custom', 'drawn by the app');
        custom.title = 'custom row' + (options.key ? ', key: ' + options.key : ', found by its list\'s key and index') + (options.android ? ' (Android: ' + options.android + ')' : '');
        if (options.key) node.setAttribute('data-custom-key', options.key);
        accessory.appendChild(custom);
        // The pane it opens when tapped, opened as a child pane's.
        if (options.childPane) appendPane(node, accessory, options.childPane);
        break;
      }
      default:
        break;
    }
    // Right after the title (and the icon before it).
    node.insertBefore(accessory, label.nextSibling);
    return { node: node, item: item, controls: controls, update: update };
  }

  // ---- Tables ----

  // Rows a model table shows in a preview: its records exist only at run time.
  var sampleRowCount = 5;

  function sampleRows(layout) {
    var display = layout.source.display;
    var rows = [];
    for (var i = 0; i < sampleRowCount; i++) {
      var text;
      if (display.cases && display.cases.length) text = display.cases[i % display.cases.length].name;
      else if (display.type === 'Int') text = String(i + 1);
      else if (display.type === 'Float') text = String((i + 1) / 2);
      else if (display.type === 'Bool') text = i % 2 === 0 ? 'true' : 'false';
      else text = display.name + ' ' + (sampleRowCount - i);
      rows.push({ index: i, text: text, frame: { x: 0, y: i * layout.rowHeight, width: layout.frame.width, height: layout.rowHeight } });
    }
    if (layout.sort) {
      var numeric = layout.sort.comparison === 'numeric';
      rows.sort(function (a, b) {
        return numeric ? Number(a.text) - Number(b.text) : a.text.localeCompare(b.text, undefined, { sensitivity: 'base' });
      });
    }
    return rows.map(function (row, index) {
      return { index: index, text: row.text, frame: { x: 0, y: index * layout.rowHeight, width: row.frame.width, height: layout.rowHeight } };
    });
  }

  // The selection rules of the runtime's SelectionTable.
  function SelectionModel(policy, rowCount) {
    this.policy = policy;
    this.rowCount = rowCount;
    this.selection = this.initial();
  }
  SelectionModel.prototype.initial = function () {
    var count = this.rowCount;
    return this.policy.initial.filter(function (row) { return row < count; });
  };
  SelectionModel.prototype.effectiveMaximum = function () {
    if (this.policy.mode === 'none') return 0;
    if (this.policy.mode === 'single') return 1;
    return this.policy.maximum;
  };
  SelectionModel.prototype.isAtMaximum = function () {
    var maximum = this.effectiveMaximum();
    return maximum !== null && maximum !== undefined && this.selection.length >= maximum;
  };
  SelectionModel.prototype.isSelected = function (row) { return this.selection.indexOf(row) >= 0; };
  SelectionModel.prototype.isEnabled = function (row) {
    if (this.policy.mode !== 'multiple' || this.policy.atMaximum !== 'disableOthers' || this.isSelected(row)) return true;
    return !this.isAtMaximum();
  };
  SelectionModel.prototype.tap = function (row) {
    if (this.policy.mode === 'none') return 'rejected: selection disabled';
    if (this.isSelected(row)) {
      if (this.selection.length <= this.policy.minimum) return 'rejected: at minimum';
      this.selection = this.selection.filter(function (selected) { return selected !== row; });
      return 'deselected ' + row;
    }
    if (!this.isEnabled(row)) return 'rejected: row disabled';
    if (this.policy.mode === 'multiple' && this.isAtMaximum()) return 'rejected: at maximum';
    var replaced = null;
    if (this.policy.mode === 'single' && this.selection.length) {
      replaced = this.selection[0];
      this.selection = [];
    }
    this.selection.push(row);
    this.selection.sort(function (a, b) { return a - b; });
    return 'selected ' + row + (replaced !== null ? ' replacing ' + replaced : '');
  };
  // Reloading the same rows: `resetSelection` goes back to the initial selection,
  // `keepSelection` keeps every row, whose identity is still there.
  SelectionModel.prototype.reload = function (onReload) {
    if (onReload === 'resetSelection') this.selection = this.initial();
    return 'reloaded (' + onReload + ')';
  };

  function renderTable(layout, sources, container, toolsContainer) {
    var embedded = !toolsContainer;
    var table = el('div', 'table');
    table.setAttribute('data-accessory', layout.accessory);
    var modelRows = layout.rows == null;
    var rows = modelRows ? sampleRows(layout) : layout.rows;
    var model = new SelectionModel(layout.selection, rows.length);
    var policy = layout.selection;

    var info = el('div', 'table-info');
    var rules = [
      'selection: ' + policy.mode,
      policy.mode === 'multiple' ? 'min ' + policy.minimum + ', max ' + (policy.maximum == null ? 'none' : policy.maximum) + ' (' + policy.atMaximum + ')' : '',
      policy.initial.length ? 'initial: ' + policy.initial.join(', ') : '',
      'on reload: ' + layout.onReload,
      layout.sort ? 'sorted by ' + layout.sort.field.name : '',
      layout.hooks.didSelect ? 'didSelect: ' + layout.hooks.didSelect : '',
      layout.hooks.didDeselect ? 'didDeselect: ' + layout.hooks.didDeselect : '',
      layout.hooks.editCell ? 'editCell: ' + layout.hooks.editCell : ''
    ].filter(function (part) { return part; });
    if (modelRows) rules.unshift('sample rows of ' + layout.source.model.name + ' (records come at run time)');
    info.textContent = rules.join(' \u00B7 ');
    var result = el('output', 'tap-result', '');
    var reload = el('button', 'reload', 'Reload');
    reload.type = 'button';
    reload.addEventListener('click', function () { result.textContent = model.reload(layout.onReload); refresh(); });

    var list = el('div', 'table-rows');
    var rowNodes = rows.map(function (row) {
      var node = el('button', 'table-row');
      node.type = 'button';
      node.setAttribute('data-row', String(row.index));
      node.style.minHeight = px(row.frame.height);
      node.appendChild(el('span', 'title', row.text));
      var mark = el('span', 'accessory');
      node.appendChild(mark);
      node.addEventListener('click', function () {
        result.textContent = model.tap(row.index);
        refresh();
        // A tap on a row also shows the table's sheet, acting on that row's record.
        if (layout.presents) presentSheet(layout.presents, 'row ' + row.index + ' (' + row.text + ')');
      });
      if (layout.presents) node.setAttribute('data-presents', layout.presents.sheet);
      list.appendChild(node);
      return { node: node, mark: mark };
    });

    function refresh() {
      rowNodes.forEach(function (entry, index) {
        var selected = model.isSelected(index);
        var enabled = model.isEnabled(index);
        entry.node.classList.toggle('selected', selected);
        entry.node.classList.toggle('highlighted', selected && layout.accessory !== 'checkmark');
        entry.node.classList.toggle('disabled', !enabled);
        entry.node.setAttribute('aria-pressed', String(selected));
        entry.mark.textContent = { checkmark: selected ? '\u2713' : '', disclosure: '\u203A', detail: '\u24D8', none: '' }[layout.accessory] || '';
      });
      table.setAttribute('data-selected', model.selection.join(','));
    }

    if (!embedded) {
      var tools = el('div', 'table-tools');
      tools.appendChild(info);
      tools.appendChild(reload);
      tools.appendChild(result);
      if (sources && sources.document) tools.appendChild(sourceLink(sources.document));
      toolsContainer.appendChild(tools);
    } else {
      table.title = info.textContent;
    }
    table.appendChild(list);
    container.appendChild(table);
    refresh();
    return table;
  }

  // ---- Embedded documents ----

  // The documents this page's hierarchy shows in its views, by file (the page holds them).
  var embeddedDocuments = {};
  // How deep hierarchies are drawn inside views of hierarchies (the checks refuse deeper).
  var maximumEmbeddingDepth = 32;

  function widened(frame, extra) {
    return frame ? { x: frame.x, y: frame.y, width: Math.max(0, frame.width + extra), height: frame.height } : frame;
  }

  // A preference screen or table laid out for its document, re-laid for the bounds of the
  // view that shows it: every frame keeps its x, y and height, and its width changes by the
  // difference between the view's width and the document's (docs/layout.md).
  function relaid(layout, bounds) {
    var copy = JSON.parse(JSON.stringify(layout));
    var extra = bounds.width - layout.frame.width;
    copy.frame = { x: 0, y: 0, width: bounds.width, height: bounds.height };
    if (copy.contentSize) copy.contentSize = { width: Math.max(0, copy.contentSize.width + extra), height: copy.contentSize.height };
    (copy.sections || []).forEach(function (section) {
      section.frame = widened(section.frame, extra);
      section.header.frame = widened(section.header.frame, extra);
      section.footer.frame = widened(section.footer.frame, extra);
      section.items.forEach(function (item) {
        item.frame = widened(item.frame, extra);
        if (item.options && item.options.options) {
          item.options.options.forEach(function (option) { option.frame = widened(option.frame, extra); });
        }
      });
    });
    (copy.rows || []).forEach(function (row) { row.frame = widened(row.frame, extra); });
    return copy;
  }

  // A hierarchy document with every view a hierarchy shows drawn into it, as one tree: each
  // view gets its `path` (ids from the page's hierarchy down), its `absoluteFrame` in the
  // page's coordinates, its place in `drawOrder` (a view's embedded hierarchy right above
  // it), whether touches reach it through the views it is inside, and the layout of what it
  // shows in its bounds as `content.layout`.
  function resolvedHierarchy(documentLayout) {
    var drawOrder = [];
    function hierarchy(layout, bounds, origin, prefix, parentReceives, parentHidden, depth) {
      var layers = layout.layers.map(function (layer) {
        return {
          name: layer.name, index: layer.index, touchTransparent: layer.touchTransparent,
          frame: { x: 0, y: 0, width: bounds.width, height: bounds.height },
          views: layer.views.map(function (own) {
            var frame = own.sizing === 'fill' ? { x: 0, y: 0, width: bounds.width, height: bounds.height } : own.frame;
            var view = {};
            Object.keys(own).forEach(function (key) { view[key] = own[key]; });
            var hidden = parentHidden || own.hidden;
            view.frame = frame;
            view.path = prefix.concat([own.id]);
            view.absoluteFrame = { x: origin.x + frame.x, y: origin.y + frame.y, width: frame.width, height: frame.height };
            view.receivesTouches = parentReceives && own.interactive && !hidden;
            view.zOrder = drawOrder.length;
            drawOrder.push(view.path);
            var viewBounds = { x: 0, y: 0, width: frame.width, height: frame.height };
            var content = own.content;
            var shown = content && content.document ? embeddedDocuments[content.document] : null;
            if (content && (own.kind === 'preferences' || own.kind === 'table' || own.kind === 'hierarchy')) {
              view.content = { document: content.document, layout: null };
              view.content[own.kind === 'preferences' ? 'screen' : own.kind] = content[own.kind === 'preferences' ? 'screen' : own.kind];
              if (shown && own.kind !== 'hierarchy') {
                view.content.layout = relaid(shown.layout, viewBounds);
              } else if (shown && depth < maximumEmbeddingDepth) {
                view.content.layout = hierarchy(
                  shown.layout, viewBounds, { x: view.absoluteFrame.x, y: view.absoluteFrame.y }, view.path,
                  view.receivesTouches, hidden, depth + 1);
              }
            }
            return view;
          })
        };
      });
      return { frame: { x: origin.x, y: origin.y, width: bounds.width, height: bounds.height }, layers: layers };
    }
    var viewport = documentLayout.viewport;
    var bounds = { x: 0, y: 0, width: documentLayout.layout.frame.width, height: documentLayout.layout.frame.height };
    var layout = hierarchy(documentLayout.layout, bounds, { x: 0, y: 0 }, [], true, false, 0);
    layout.frame = documentLayout.layout.frame;
    return { formatVersion: documentLayout.formatVersion, kind: documentLayout.kind, name: documentLayout.name, viewport: viewport, layout: layout, drawOrder: drawOrder };
  }

  // ---- Hierarchies ----

  function pathKey(path) { return JSON.stringify(path); }

  function colorOf(color) {
    return 'rgba(' + color.red + ',' + color.green + ',' + color.blue + ',' + (color.alpha / 255) + ')';
  }

  // Every view of the hierarchy and of the hierarchies embedded in its views, with the
  // views it is embedded in, by path.
  function collectViews(layout, ancestors, into) {
    layout.layers.forEach(function (layer) {
      layer.views.forEach(function (view) {
        into[pathKey(view.path)] = { view: view, ancestors: ancestors };
        if (view.kind === 'hierarchy' && view.content && view.content.layout) {
          collectViews(view.content.layout, ancestors.concat([view]), into);
        }
      });
    });
    return into;
  }

  function contains(frame, point) {
    return point.x >= frame.x && point.x < frame.x + frame.width && point.y >= frame.y && point.y < frame.y + frame.height;
  }

  // The view a touch at `point` (document coordinates) reaches: the topmost view in draw
  // order that receives touches and contains the point, inside every view it is embedded
  // in. Hidden and non-interactive views, and layers, let the touch through.
  function hitTest(documentLayout, views, point) {
    for (var i = documentLayout.drawOrder.length - 1; i >= 0; i--) {
      var entry = views[pathKey(documentLayout.drawOrder[i])];
      if (!entry || !entry.view.receivesTouches || !contains(entry.view.absoluteFrame, point)) continue;
      if (entry.ancestors.every(function (ancestor) { return contains(ancestor.absoluteFrame, point); })) return entry.view;
    }
    return null;
  }

  function renderViewContent(view, box) {
    var content = view.content;
    switch (view.kind) {
      case 'text':
        box.appendChild(el('span', 'text-content', content && content.text ? textOf(content.text) : ''));
        if (content && content.text && content.text.localizationKey) box.setAttribute('data-localization-key', content.text.localizationKey);
        break;
      case 'image':
        box.appendChild(el('span', 'image-name', content && content.image ? content.image : 'image'));
        break;
      case 'preferences':
        if (content.layout) {
          var screenBox = el('div', 'embedded');
          renderScreen(content.layout, null, screenBox);
          box.appendChild(screenBox);
        }
        box.appendChild(embeddedLink(content.document, content.screen));
        break;
      case 'table':
        if (content.layout) {
          var tableBox = el('div', 'embedded');
          renderTable(content.layout, null, tableBox, null);
          box.appendChild(tableBox);
        }
        box.appendChild(embeddedLink(content.document, content.table));
        break;
      case 'hierarchy':
        box.appendChild(embeddedLink(content.document, content.hierarchy));
        break;
      default:
        break;
    }
  }

  function embeddedLink(documentFile, name) {
    var link = el('a', 'embedded-link', name);
    link.href = pageFor(documentFile);
    link.title = 'Open ' + name;
    return link;
  }

  function renderHierarchy(documentLayout, sources, container) {
    var layout = documentLayout.layout;
    var viewport = documentLayout.viewport;
    var views = collectViews(layout, [], {});
    var sourcesByPath = {};
    if (sources && sources.views) sources.views.forEach(function (entry) { sourcesByPath[pathKey(entry.path)] = entry.at; });

    var workspace = el('div', 'workspace');
    var tools = el('div', 'hierarchy-tools');
    var stage = el('div', 'stage');
    stage.style.width = px(viewport.width);
    stage.style.height = px(viewport.height);
    var hiddenLayers = {};
    var boxes = {};

    documentLayout.drawOrder.forEach(function (path) {
      var entry = views[pathKey(path)];
      if (!entry) return;
      var view = entry.view;
      var box = el('div', 'view kind-' + view.kind);
      box.setAttribute('data-path', path.join('/'));
      box.setAttribute('data-id', view.id);
      box.setAttribute('data-layer', entry.ancestors.length ? entry.ancestors[0].layer : view.layer);
      box.style.zIndex = String(view.zOrder + 1);
      place(box, view.absoluteFrame);
      if (view.border) {
        var color = colorOf(view.border.color);
        view.border.edges.forEach(function (edge) {
          var side = edge.charAt(0).toUpperCase() + edge.slice(1);
          box.style['border' + side] = px(view.border.width) + ' solid ' + color;
        });
        box.classList.add('bordered');
      }
      var hiddenByEmbedding = entry.ancestors.some(function (ancestor) { return ancestor.hidden; });
      if (view.hidden || hiddenByEmbedding) box.classList.add('hidden-view');
      if (!view.interactive) box.classList.add('passes-touches');
      var at = sourcesByPath[pathKey(path)];
      if (at) box.setAttribute('data-source', at.file + ':' + at.line);
      hoverText(box, [
        path.join(' \u203A ') + ' (' + view.kind + ')',
        'layer ' + view.layer + ', frame ' + [view.frame.x, view.frame.y, view.frame.width, view.frame.height].join(', '),
        view.hidden ? 'hidden' : '',
        view.interactive ? '' : 'not interactive',
        at ? at.file + ':' + at.line : ''
      ]);
      renderViewContent(view, box);
      if (view.presents) {
        var presentation = view.presents;
        box.classList.add('presenter');
        box.setAttribute('data-presents', presentation.sheet);
        // A hit test takes the click before it gets here.
        box.addEventListener('click', function (event) {
          // A control or link inside the view (an embedded table's row) answers for itself.
          if (event.target.closest('.view') !== box || event.target.closest('button, a, input, select, label')) return;
          presentSheet(presentation, null);
        });
      }
      stage.appendChild(box);
      boxes[pathKey(path)] = box;
    });

    function showHidden(flag) { stage.classList.toggle('show-hidden', flag); }
    var hiddenToggle = el('label', 'tool');
    var hiddenBox = el('input');
    hiddenBox.type = 'checkbox';
    hiddenBox.id = 'show-hidden';
    hiddenBox.addEventListener('change', function () { showHidden(hiddenBox.checked); });
    hiddenToggle.appendChild(hiddenBox);
    hiddenToggle.appendChild(document.createTextNode(' Show hidden views'));
    tools.appendChild(hiddenToggle);

    var hitToggle = el('label', 'tool');
    var hitBox = el('input');
    hitBox.type = 'checkbox';
    hitBox.id = 'hit-test';
    hitToggle.appendChild(hitBox);
    hitToggle.appendChild(document.createTextNode(' Hit test: click to see which view a touch reaches'));
    tools.appendChild(hitToggle);
    var hitResult = el('output', 'hit-result', '');
    hitResult.id = 'hit-result';
    tools.appendChild(hitResult);
    var marker = el('div', 'hit-marker');
    marker.hidden = true;
    stage.appendChild(marker);

    hitBox.addEventListener('change', function () {
      stage.classList.toggle('hit-testing', hitBox.checked);
      if (!hitBox.checked) clearHit();
    });
    function clearHit() {
      Object.keys(boxes).forEach(function (key) { boxes[key].classList.remove('hit'); });
      hitResult.textContent = '';
      hitResult.removeAttribute('data-path');
      marker.hidden = true;
    }
    // In hit-test mode a click is a touch: nothing inside the views reacts to it.
    stage.addEventListener('click', function (event) {
      if (!hitBox.checked) return;
      event.preventDefault();
      event.stopPropagation();
      var bounds = stage.getBoundingClientRect();
      var point = { x: event.clientX - bounds.left - stage.clientLeft, y: event.clientY - bounds.top - stage.clientTop };
      clearHit();
      var view = hitTest(documentLayout, views, point);
      marker.hidden = false;
      marker.style.left = px(point.x);
      marker.style.top = px(point.y);
      var where = '(' + Math.round(point.x * 100) / 100 + ', ' + Math.round(point.y * 100) / 100 + ')';
      if (view) {
        boxes[pathKey(view.path)].classList.add('hit');
        hitResult.textContent = 'A touch at ' + where + ' reaches ' + view.path.join(' \u203A ');
        hitResult.setAttribute('data-path', view.path.join('/'));
      } else {
        hitResult.textContent = 'A touch at ' + where + ' reaches no view';
        hitResult.setAttribute('data-path', '');
      }
    }, true);

    var panel = el('aside', 'layer-panel');
    panel.appendChild(el('h2', null, 'Layers, bottom to top'));
    var layerList = el('ol', 'layers');
    layout.layers.forEach(function (layer) {
      var entry = el('li', 'layer');
      entry.setAttribute('data-layer', layer.name);
      var label = el('label');
      var visible = el('input');
      visible.type = 'checkbox';
      visible.checked = true;
      visible.setAttribute('data-layer-toggle', layer.name);
      visible.addEventListener('change', function () {
        hiddenLayers[layer.name] = !visible.checked;
        Object.keys(boxes).forEach(function (key) {
          var box = boxes[key];
          if (box.getAttribute('data-layer') === layer.name) box.classList.toggle('layer-hidden', !visible.checked);
        });
      });
      label.appendChild(visible);
      label.appendChild(document.createTextNode(' ' + layer.name));
      entry.appendChild(label);
      var viewList = el('ul', 'layer-views');
      layer.views.forEach(function (view) {
        var item = el('li', 'layer-view');
        item.appendChild(el('span', 'view-id', view.id + (view.hidden ? ' (hidden)' : '') + (view.interactive ? '' : ' (passes touches)')));
        var at = sourcesByPath[pathKey(view.path)];
        if (at) item.appendChild(sourceLink(at));
        viewList.appendChild(item);
      });
      entry.appendChild(viewList);
      layerList.appendChild(entry);
    });
    panel.appendChild(layerList);
    panel.appendChild(el('p', 'note', 'Hiding a layer here changes only what is drawn; the hit test answers as the app would.'));

    workspace.appendChild(stage);
    workspace.appendChild(panel);
    container.appendChild(tools);
    // The animations of this hierarchy's views, on a row of their own: each moves the
    // view's box, and draws its texts and images over the stage.
    var animationTools = el('div', 'hierarchy-tools animation-tools');
    Object.keys(animationDocuments).sort().forEach(function (name) {
      var animationDocument = animationDocuments[name];
      var targets = animatedTexts(animationDocument.layout, stage);
      var texts = Object.keys(targets).map(function (element) { return targets[element]; });
      animationDocument.layout.elements.forEach(function (element) {
        if (element.kind !== 'view') return;
        var box = boxes[pathKey([element.content.view])];
        if (box) targets[element.name] = box;
      });
      animationTools.appendChild(animationControls(new AnimationGroup(animationDocument, targets, texts)));
    });
    if (animationTools.children.length) container.appendChild(animationTools);
    container.appendChild(workspace);
  }

  // ---- Animations ----

  // The layouts of the animations this page plays, by name (the page holds them).
  var animationDocuments = {};
  // What plays them, by name: for the controls, the tests and the console.
  var animationGroups = {};

  // A time or count of the layout: a number, or "Infinity", which JSON cannot hold.
  function numberOf(value) { return value === 'Infinity' ? Infinity : Number(value); }

  // Plays one animation document with the Web Animations API: an Animation per effect,
  // made by element.animate(keyframes, timing) with the layout's keyframes and timing as
  // they stand. Web Animations has no group effects, so the group's time is kept here:
  // at the group's time t, each effect's currentTime is the time within the group's
  // current iteration less the effect's startTime (docs/layout.md, "Playing an animation").
  // Until it is played or sought it is idle, as the runtime's player is: it makes no
  // Animation, every element shows its own values, and its texts and images are hidden.
  function AnimationGroup(documentLayout, targets, shownWhilePlayed) {
    this.documentLayout = documentLayout;
    this.targets = targets;
    this.shownWhilePlayed = shownWhilePlayed || [];
    this.name = documentLayout.name;
    this.iterationDuration = numberOf(documentLayout.layout.iterationDuration);
    this.iterations = numberOf(documentLayout.layout.iterations);
    this.duration = numberOf(documentLayout.layout.duration);
    this.time = 0;
    this.playing = false;
    this.listeners = [];
    this.players = null;
    animationGroups[this.name] = this;
  }
  AnimationGroup.prototype.start = function () {
    if (this.players) return;
    var group = this;
    this.players = [];
    this.documentLayout.layout.effects.forEach(function (effect) {
      var node = group.targets[effect.element];
      if (!node) return;
      var animation = node.animate(effect.keyframes, effect.timing);
      animation.id = group.name + ' ' + effect.name;
      animation.pause();
      group.players.push({ effect: effect, animation: animation, startTime: numberOf(effect.startTime) });
    });
    this.shownWhilePlayed.forEach(function (node) { node.hidden = false; });
  };
  // Takes every effect away: the group is idle again, at its start.
  AnimationGroup.prototype.cancel = function () {
    if (this.players) this.players.forEach(function (player) { player.animation.cancel(); });
    this.players = null;
    this.playing = false;
    this.time = 0;
    this.shownWhilePlayed.forEach(function (node) { node.hidden = true; });
    this.notify();
  };
  // The time within the group's current iteration at its time t, by the timing model of
  // Web Animations for the group (filling forwards), as the runtime's evaluator has it.
  AnimationGroup.prototype.iterationTime = function (t) {
    var duration = this.iterationDuration;
    var iterations = this.iterations;
    if (!isFinite(duration)) return t;
    if (duration === 0 || iterations === 0) return 0;
    var active = duration * iterations;
    var overall = Math.min(t, active) / duration;
    var simple = isFinite(overall) ? overall % 1 : 0;
    // The end of the last iteration is its progress 1, not 0 of another.
    if (simple === 0 && t >= active) simple = 1;
    return simple * duration;
  };
  AnimationGroup.prototype.seek = function (t) {
    this.start();
    this.time = Math.max(0, Math.min(t, this.duration));
    var within = this.iterationTime(this.time);
    this.players.forEach(function (player) { player.animation.currentTime = within - player.startTime; });
    this.notify();
  };
  AnimationGroup.prototype.play = function () {
    if (this.playing) return;
    this.start();
    if (this.time >= this.duration) this.time = 0;
    var group = this;
    var origin = performance.now() - this.time;
    this.playing = true;
    function frame(now) {
      if (!group.playing) return;
      if (now - origin >= group.duration) group.playing = false;
      group.seek(now - origin);
      if (group.playing) requestAnimationFrame(frame);
    }
    requestAnimationFrame(frame);
    this.notify();
  };
  AnimationGroup.prototype.pause = function () {
    this.playing = false;
    this.notify();
  };
  // As the runtime's player says it: idle, running, paused or finished.
  AnimationGroup.prototype.playState = function () {
    if (!this.players) return 'idle';
    if (this.playing) return 'running';
    return this.time >= this.duration ? 'finished' : 'paused';
  };
  AnimationGroup.prototype.notify = function () {
    var group = this;
    this.listeners.forEach(function (listener) { listener(group); });
  };

  // The texts and images of an animation, drawn over the stage (a spec gives them no
  // place: they are centred, one below another), by element name.
  function animatedTexts(layout, stage) {
    var targets = {};
    var overlay = null;
    layout.elements.forEach(function (element) {
      if (element.kind === 'view') return;
      if (!overlay) {
        overlay = el('div', 'animation-overlay');
        stage.appendChild(overlay);
      }
      var node = el('div', 'animated-element kind-' + element.kind);
      node.setAttribute('data-element', element.name);
      node.hidden = true;
      if (element.kind === 'text') {
        node.textContent = textOf(element.content.text);
        describeText(node, element.content.text);
        node.style.fontSize = px(element.content.size);
        node.style.color = colorOf(element.content.color);
      } else {
        node.appendChild(el('span', 'image-name', element.content.image));
      }
      overlay.appendChild(node);
      targets[element.name] = node;
    });
    return targets;
  }

  // Play and pause buttons, a slider to seek with, and the time.
  function animationControls(group) {
    var box = el('div', 'tool animation-controls');
    box.setAttribute('data-animation', group.name);
    box.appendChild(el('span', 'animation-name', group.name));
    var play = el('button', 'play', 'Play');
    play.type = 'button';
    var pause = el('button', 'pause', 'Pause');
    pause.type = 'button';
    var stop = el('button', 'cancel', 'Cancel');
    stop.type = 'button';
    var slider = el('input', 'animation-time');
    slider.type = 'range';
    slider.min = '0';
    slider.step = '1';
    slider.max = String(isFinite(group.duration) ? group.duration : isFinite(group.iterationDuration) ? group.iterationDuration * 10 : 10000);
    slider.setAttribute('aria-label', group.name + ': time in milliseconds');
    var shown = el('output', 'animation-state');
    play.addEventListener('click', function () { group.play(); });
    pause.addEventListener('click', function () { group.pause(); });
    stop.addEventListener('click', function () { group.cancel(); });
    slider.addEventListener('input', function () {
      group.pause();
      group.seek(Number(slider.value));
    });
    group.listeners.push(function () {
      slider.value = String(Math.round(group.time));
      shown.textContent = group.playState() + ', ' + (group.time / 1000).toFixed(2) + ' s of '
        + (isFinite(group.duration) ? (group.duration / 1000).toFixed(2) + ' s' : 'forever');
      box.setAttribute('data-state', group.playState());
    });
    group.notify();
    [play, pause, stop, slider, shown].forEach(function (node) { box.appendChild(node); });
    return box;
  }

  // An animation's own page: its views where their hierarchy places them (outlined, by
  // id), its texts and images, and the controls.
  function renderAnimationPage(documentLayout, sources, container) {
    var layout = documentLayout.layout;
    var viewport = documentLayout.viewport;
    var tools = el('div', 'hierarchy-tools');
    var workspace = el('div', 'workspace');
    var stage = el('div', 'stage animation-stage');
    stage.style.width = px(viewport.width);
    stage.style.height = px(viewport.height);
    var hierarchy = layout.hierarchy ? embeddedDocuments[layout.hierarchy.document] : null;
    var ownViews = {};
    if (hierarchy) {
      hierarchy.layout.layers.forEach(function (layer) {
        layer.views.forEach(function (view) { ownViews[view.id] = view; });
      });
    }
    var targets = {};
    layout.elements.forEach(function (element) {
      if (element.kind !== 'view') return;
      var view = ownViews[element.content.view];
      // Where the hierarchy places the view, outlined and still; the box above it moves.
      var place_ = el('div', 'animation-place', element.content.view);
      var box = el('div', 'view animated-view');
      box.setAttribute('data-id', element.content.view);
      box.setAttribute('data-element', element.name);
      if (view) {
        place(place_, view.frame);
        place(box, view.frame);
      }
      stage.appendChild(place_);
      stage.appendChild(box);
      targets[element.name] = box;
    });
    var texts = animatedTexts(layout, stage);
    Object.keys(texts).forEach(function (name) { targets[name] = texts[name]; });
    var group = new AnimationGroup(documentLayout, targets, Object.keys(texts).map(function (name) { return texts[name]; }));
    tools.appendChild(animationControls(group));
    // Its own page shows the animation's first frame.
    group.seek(0);
    if (layout.hierarchy) {
      var link = el('a', 'tool hierarchy-link', 'Play it on hierarchy ' + layout.hierarchy.hierarchy);
      link.href = pageFor(layout.hierarchy.document);
      tools.appendChild(link);
    }
    var panel = el('aside', 'layer-panel');
    panel.appendChild(el('h2', null, 'Tracks, in the order they compose'));
    var list = el('ol', 'tracks');
    layout.effects.forEach(function (effect, index) {
      var item = el('li', 'track');
      item.setAttribute('data-track', effect.name);
      item.appendChild(el('span', 'track-name', effect.name + ' \u2192 ' + effect.element + ', from ' + numberOf(effect.startTime) / 1000 + ' s'));
      var at = sources && sources.tracks ? sources.tracks[index] : null;
      if (at) item.appendChild(sourceLink(at));
      list.appendChild(item);
    });
    panel.appendChild(list);
    workspace.appendChild(stage);
    workspace.appendChild(panel);
    container.appendChild(tools);
    container.appendChild(workspace);
  }

  // ---- Action sheets ----

  // The layouts of the sheets this page presents, by name (the page holds them).
  var sheetDocuments = {};

  function sheetResult() {
    var output = document.getElementById('sheet-result');
    if (output) return output;
    output = el('output', 'sheet-result', '');
    output.id = 'sheet-result';
    var bar = document.querySelector('header.bar');
    if (bar) bar.insertBefore(output, bar.querySelector('.style-switch'));
    else document.body.appendChild(output);
    return output;
  }

  function closeSheet() {
    var open = document.querySelector('.sheet-overlay');
    if (open) open.parentNode.removeChild(open);
    document.removeEventListener('keydown', escapeSheet, true);
  }

  var escapeSheet = function () {};

  // Opens the sheet a presenter names over the page, its buttons in the order a phone shows
  // them (the layout's `shownOrder.phone`: the cancel button last, apart from the others).
  // Choosing a button closes the sheet and says which action ran on what; so does tapping
  // outside or Escape, as the cancel button, when the sheet has one.
  function presentSheet(presentation, target) {
    closeSheet();
    var sheetDocument = sheetDocuments[presentation.sheet];
    var result = sheetResult();
    if (!sheetDocument) {
      result.textContent = 'Action sheet ' + presentation.sheet + ' is not in this page.';
      return null;
    }
    var sheet = sheetDocument.layout;
    var overlay = el('div', 'sheet-overlay');
    overlay.setAttribute('data-sheet', presentation.sheet);
    var panel = el('div', 'action-sheet');
    panel.setAttribute('role', 'dialog');
    panel.setAttribute('aria-modal', 'true');
    var group = el('div', 'sheet-group');
    if (textOf(sheet.title) || textOf(sheet.message)) {
      var header = el('div', 'sheet-header');
      if (textOf(sheet.title)) {
        var title = el('div', 'sheet-title', textOf(sheet.title));
        describeText(title, sheet.title);
        header.appendChild(title);
        panel.setAttribute('aria-label', textOf(sheet.title));
      }
      if (textOf(sheet.message)) {
        var message = el('div', 'sheet-message', textOf(sheet.message));
        describeText(message, sheet.message);
        header.appendChild(message);
      }
      group.appendChild(header);
    }
    panel.appendChild(group);
    var cancelGroup = null;
    var targetText = sheet.target ? (target || 'a value') + ' of ' + sheet.target.name : '';

    function choose(button) {
      closeSheet();
      result.textContent = presentation.sheet + ': ' + button.action + '(' + targetText + ')';
      result.setAttribute('data-action', button.action);
      result.setAttribute('data-sheet', presentation.sheet);
    }

    sheet.shownOrder.phone.forEach(function (index) {
      var button = sheet.buttons[index];
      var node = el('button', 'sheet-button role-' + button.role, textOf(button.title));
      node.type = 'button';
      node.setAttribute('data-index', String(index));
      node.setAttribute('data-role', button.role);
      node.setAttribute('data-action', button.action);
      describeText(node, button.title);
      node.title = 'action: ' + button.action + (button.title && button.title.localizationKey ? '\nkey: ' + button.title.localizationKey : '');
      node.addEventListener('click', function (event) {
        event.stopPropagation();
        choose(button);
      });
      if (button.role === 'cancel') {
        cancelGroup = cancelGroup || el('div', 'sheet-group sheet-cancel');
        cancelGroup.appendChild(node);
      } else {
        group.appendChild(node);
      }
    });
    if (cancelGroup) panel.appendChild(cancelGroup);
    var cancel = sheet.cancelOnTapOutside;
    overlay.addEventListener('click', function (event) {
      if (event.target === overlay && cancel !== null && cancel !== undefined) choose(sheet.buttons[cancel]);
    });
    escapeSheet = function (event) {
      if (event.key === 'Escape' && cancel !== null && cancel !== undefined) choose(sheet.buttons[cancel]);
    };
    document.addEventListener('keydown', escapeSheet, true);
    overlay.appendChild(panel);
    document.body.appendChild(overlay);
    result.textContent = '';
    result.removeAttribute('data-action');
    return overlay;
  }

  // A sheet's own page: what the sheet is, and the sheet itself, open.
  function renderSheetPage(documentLayout, sources, container) {
    var sheet = documentLayout.layout;
    var info = el('aside', 'sheet-info');
    info.appendChild(el('h2', null, 'Action sheet'));
    var facts = el('ul');
    facts.appendChild(el('li', null, sheet.target ? 'Actions act on a value of ' + sheet.target.name + ' (' + sheet.target.kind + ')' : 'Actions take no target'));
    facts.appendChild(el('li', null, 'On iPad, in a popover: ' + sheet.shownOrder.pad.map(function (index) { return textOf(sheet.buttons[index].title); }).join(', ')
      + (sheet.cancelOnTapOutside != null ? ' (tapping outside cancels)' : '')));
    info.appendChild(facts);
    var list = el('ol', 'sheet-buttons');
    sheet.buttons.forEach(function (button, index) {
      var line = el('li', null, textOf(button.title) + ' (' + button.role + ') \u2192 ' + button.action + ' ');
      if (sources && sources.buttons && sources.buttons[index]) line.appendChild(sourceLink(sources.buttons[index]));
      list.appendChild(line);
    });
    info.appendChild(el('p', 'note', 'Buttons as written:'));
    info.appendChild(list);
    var show = el('button', 'show-sheet', 'Show the sheet');
    show.type = 'button';
    show.id = 'show-sheet';
    var presentation = { sheet: documentLayout.name };
    show.addEventListener('click', function () { presentSheet(presentation, null); });
    info.appendChild(show);
    container.appendChild(info);
    presentSheet(presentation, null);
  }

  // ---- The page ----

  function outline(layout, sources, container) {
    if (!sources || !sources.sections) return;
    var panel = el('aside', 'outline');
    panel.appendChild(el('h2', null, 'Elements'));
    var list = el('ol');
    layout.sections.forEach(function (section, sectionIndex) {
      var at = sources.sections[sectionIndex];
      var entry = el('li');
      entry.appendChild(el('span', null, 'Section ' + (sectionIndex + 1) + (section.header.title ? ': ' + textOf(section.header.title) : '') + ' '));
      if (at) entry.appendChild(sourceLink(at.at));
      var items = el('ol');
      section.items.forEach(function (item, itemIndex) {
        var line = el('li');
        line.appendChild(el('span', null, textOf(item.title) + ' (' + item.control + ') '));
        if (at && at.items[itemIndex]) line.appendChild(sourceLink(at.items[itemIndex]));
        items.appendChild(line);
      });
      entry.appendChild(items);
      list.appendChild(entry);
    });
    panel.appendChild(list);
    container.appendChild(panel);
  }

  function styleSwitch(bar) {
    var label = el('label', 'style-switch');
    var select = el('select');
    select.id = 'style';
    [['ios', 'iOS-like'], ['material', 'Material-like']].forEach(function (pair) {
      var option = el('option', null, pair[1]);
      option.value = pair[0];
      select.appendChild(option);
    });
    select.addEventListener('change', function () {
      document.body.classList.toggle('style-ios', select.value === 'ios');
      document.body.classList.toggle('style-material', select.value === 'material');
    });
    label.appendChild(document.createTextNode('Style '));
    label.appendChild(select);
    bar.appendChild(label);
    // `page.html#material` opens a page in the Material-like style.
    if (location.hash === '#material') {
      select.value = 'material';
      select.dispatchEvent(new Event('change'));
    }
  }

  function main() {
    var documentLayout = readJSON('viewspec-layout');
    var sources = readJSON('viewspec-sources');
    var container = document.getElementById('preview');
    if (!documentLayout || !container) {
      document.body.setAttribute('data-ready', 'true');
      return;
    }
    if (documentLayout.formatVersion !== 2) {
      container.appendChild(el('p', 'error', 'This page holds layout format ' + documentLayout.formatVersion + ', which this script does not know.'));
      return;
    }
    var bar = document.querySelector('header.bar');
    if (bar) styleSwitch(bar);
    sheetDocuments = readJSON('viewspec-sheets') || {};
    embeddedDocuments = readJSON('viewspec-documents') || {};
    animationDocuments = readJSON('viewspec-animations') || {};
    var viewport = documentLayout.viewport;
    switch (documentLayout.kind) {
      case 'preferences': {
        var device = el('div', 'device');
        device.style.width = px(viewport.width);
        device.style.minHeight = px(viewport.height);
        if (documentLayout.layout.title) device.appendChild(el('div', 'nav-title', textOf(documentLayout.layout.title)));
        renderScreen(documentLayout.layout, sources, device);
        var row = el('div', 'workspace');
        row.appendChild(device);
        outline(documentLayout.layout, sources, row);
        container.appendChild(row);
        break;
      }
      case 'table': {
        var frame = documentLayout.layout.frame;
        var tableDevice = el('div', 'device table-device');
        tableDevice.style.width = px(viewport.width);
        tableDevice.style.minHeight = px(viewport.height);
        var holder = el('div', 'table-frame');
        place(holder, frame);
        renderTable(documentLayout.layout, sources, holder, container);
        tableDevice.appendChild(holder);
        container.appendChild(tableDevice);
        break;
      }
      case 'hierarchy':
        renderHierarchy(resolvedHierarchy(documentLayout), sources, container);
        break;
      case 'actionSheet':
        renderSheetPage(documentLayout, sources, container);
        break;
      case 'animation':
        renderAnimationPage(documentLayout, sources, container);
        break;
      default:
        break;
    }
    document.body.setAttribute('data-ready', 'true');
  }

  // Served by `viewspecc preview --serve`: ask the server for changes and reload when the
  // specs change. From the file system there is no server to ask.
  function watchForChanges() {
    if (location.protocol !== 'http:' && location.protocol !== 'https:') return;
    // The server writes the version a page shows into it; without one, the first answer says.
    var stamp = document.querySelector('meta[name="viewspec-version"]');
    var known = stamp ? Number(stamp.getAttribute('content')) : null;
    function ask() {
      fetch('/__viewspec/changes?version=' + (known === null ? -1 : known), { cache: 'no-store' })
        .then(function (response) { return response.json(); })
        .then(function (answer) {
          if (known !== null && answer.version !== known) { location.reload(); return; }
          known = answer.version;
          ask();
        })
        .catch(function () { setTimeout(ask, 1000); });
    }
    ask();
  }

  // What the tests and a curious user can call from the console.
  window.viewspecPreview = {
    holds: holds, sameValue: sameValue, SelectionModel: SelectionModel, hitTest: hitTest, presentSheet: presentSheet,
    resolvedHierarchy: resolvedHierarchy, relaid: relaid, animations: animationGroups
  };
  watchForChanges();
  main();
})();
"""#
}
