import { Route, Routes } from 'react-router';
import { NotFoundPage, RemoteIntlProvider } from '@tribune/shared';
import { loadMessages } from '../i18n/load-messages';
import { CommunityPage } from '../app/community-page';
import { ForumPage } from '../features/forum/components/forum-page';
import { ForumTopicPage } from '../app/forum-topic-page';
import { ModerationPage } from '../features/moderation/components/moderation-page';
import { NotificationsPage } from '../features/notifications/components/notifications-page';
import '../styles/community.css';
import '../styles/notifications.css';
// A forum topic's page holds the comments section of issue 13.
import '../styles/comments.css';
import '../styles/forum.css';

/** The pages mf_community owns (see the route table in @tribune/shared); paths from the site root. */
export default function CommunityRoutes() {
  return (
    <RemoteIntlProvider loadMessages={loadMessages}>
      <Routes>
        <Route path="community" element={<CommunityPage />} />
        <Route path="community/moderation" element={<ModerationPage />} />
        <Route path="forum" element={<ForumPage />} />
        <Route path="forum/topic/:id" element={<ForumTopicPage />} />
        <Route path="notifications" element={<NotificationsPage />} />
        {/* The route table gives this remote /community, /forum and /notifications: any other address under them is not found. */}
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </RemoteIntlProvider>
  );
}
