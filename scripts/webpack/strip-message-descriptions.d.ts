/** The code without its messages' translator notes (strip-message-descriptions.js). */
export function stripMessageDescriptions(code: string): string;
