import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { commentModerationLog, commentReports, comments } from '../schema';

/** What the moderators read (CMT-07): the tenant's moderation log and its comments with open reports. */
export function createModerationRepository(db: Database) {
  return {
    /** A page of the log, newest first, and how many entries it has in all. */
    async logPage(tenantId: string, offset: number, limit: number) {
      const ofTenant = eq(commentModerationLog.tenantId, tenantId);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(commentModerationLog)
          .where(ofTenant)
          .orderBy(desc(commentModerationLog.createdAt), desc(commentModerationLog.id))
          .limit(limit)
          .offset(offset),
        db
          .select({ count: sql<number>`count(*)::int` })
          .from(commentModerationLog)
          .where(ofTenant),
      ]);
      return { rows, total: Number(total?.count ?? 0) };
    },

    /** A page of the comments with open reports, most reported first, and how many there are in all. */
    async reportedPage(tenantId: string, offset: number, limit: number) {
      const open = and(eq(commentReports.tenantId, tenantId), isNull(commentReports.resolvedAt));
      const reportsCount = sql<number>`count(*)::int`;
      const lastReportedAt = sql<Date>`max(${commentReports.createdAt})`.mapWith(commentReports.createdAt);
      const [rows, [total]] = await Promise.all([
        db
          .select({
            commentId: commentReports.commentId,
            resourceType: comments.resourceType,
            resourceId: comments.resourceId,
            reportsCount,
            lastReportedAt,
          })
          .from(commentReports)
          .innerJoin(comments, and(eq(comments.id, commentReports.commentId), eq(comments.tenantId, tenantId)))
          .where(open)
          .groupBy(commentReports.commentId, comments.resourceType, comments.resourceId)
          .orderBy(desc(reportsCount), desc(lastReportedAt), desc(commentReports.commentId))
          .limit(limit)
          .offset(offset),
        db
          .select({ count: sql<number>`count(distinct ${commentReports.commentId})::int` })
          .from(commentReports)
          .where(open),
      ]);
      return { rows, total: Number(total?.count ?? 0) };
    },
  };
}

export type ModerationRepository = ReturnType<typeof createModerationRepository>;
