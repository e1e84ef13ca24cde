// Ambient declarations every sample sees (lib/twoslash/README.md).
export {};
