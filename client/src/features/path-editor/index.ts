/** The path editor has no public parts yet: the app reaches it through its routes. */
export {};
