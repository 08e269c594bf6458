// Starts `viewspecc lsp` for YAML documents and talks to it over standard input and output.
const vscode = require('vscode');
const { LanguageClient } = require('vscode-languageclient/node');

let client;

function activate(context) {
  const command = vscode.workspace.getConfiguration('viewspec').get('serverPath', 'viewspecc');
  // No transport given: the client talks over the process's standard input and output
  // without adding --stdio, and `viewspecc lsp` needs nothing more.
  const serverOptions = { command, args: ['lsp'] };
  const clientOptions = {
    documentSelector: [
      { scheme: 'file', language: 'yaml' },
      { scheme: 'untitled', language: 'yaml' },
    ],
    // Files created, changed, renamed or deleted on disk, and viewspec.yml.
    synchronize: { fileEvents: vscode.workspace.createFileSystemWatcher('**/*.{yaml,yml}') },
  };
  client = new LanguageClient('viewspec', 'ViewSpec', serverOptions, clientOptions);
  context.subscriptions.push(client);
  return client.start();
}

function deactivate() {
  return client ? client.stop() : undefined;
}

module.exports = { activate, deactivate };
