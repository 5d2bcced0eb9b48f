// placeholder, replaced by the CLI
process.exit(0);
