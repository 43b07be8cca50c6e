/** CMT-12 (spec 001 §9): the comment box is 46 px plus 20 px per line; a reply box is at least 170 px. */
const commentBoxBase = 46;
const commentBoxLineHeight = 20;
const replyBoxMinHeight = 170;

export function commentBoxHeight(text: string, isReply: boolean): number {
  const lines = text.split(/\r\n|\r|\n/).length;
  const height = commentBoxBase + commentBoxLineHeight * lines;
  return isReply ? Math.max(replyBoxMinHeight, height) : height;
}
