/** Texts of the editors' article API, merged by i18n/messages.ts. Keys start with 'editor.'. */
const en = {} as const;

const nl: Record<keyof typeof en, string> = {};

export const editorMessages = { en, nl };
