import { Menu } from 'react-admin';
import { useStore } from '@nanostores/react';
import { $user, TeacherRole, UserRole } from '@kyu/core';
import {
  AssessmentsIcon,
  ChatIcon,
  ClassesIcon,
  DocumentsIcon,
  HistoryIcon,
  ReportsIcon,
} from './icons';

const AdminMenu = () => (
  <Menu>
    <Menu.DashboardItem primaryText="Needs attention" />
    <Menu.Item to="/rag-management" primaryText="RAG management" leftIcon={<DocumentsIcon />} />
    <Menu.ResourceItem name="schools" />
    <Menu.ResourceItem name="users" />
    <Menu.ResourceItem name="courses" />
    <Menu.ResourceItem name="subscriptions" />
    <Menu.ResourceItem name="activation-codes/batches" />
    <Menu.Item to="/lessons" primaryText="Lessons" leftIcon={<ClassesIcon />} />
    <Menu.Item to="/lessons/manage" primaryText="Manage lessons" leftIcon={<ClassesIcon />} />
    <Menu.Item to="/statistics" primaryText="Statistics" leftIcon={<ReportsIcon />} />
    <Menu.Item to="/statistics/feedback" primaryText="Feedback" leftIcon={<ReportsIcon />} />
    <Menu.Item to="/logsheet" primaryText="Log sheet" leftIcon={<HistoryIcon />} />
    <Menu.Item
      to="/question-management"
      primaryText="Question management"
      leftIcon={<AssessmentsIcon />}
    />
    <Menu.Item to="/question-import" primaryText="Question import" leftIcon={<AssessmentsIcon />} />
    <Menu.Item
      to="/reported-questions"
      primaryText="Reported questions"
      leftIcon={<ReportsIcon />}
    />
    <Menu.Item
      to="/question-checker"
      primaryText="Question checker"
      leftIcon={<AssessmentsIcon />}
    />
    <Menu.Item to="/prompts" primaryText="Prompts" leftIcon={<ChatIcon />} />
  </Menu>
);

const TeacherMenu = ({ teacherAdmin }: { teacherAdmin: boolean }) => (
  <Menu>
    <Menu.Item to="/reports" primaryText="Reports" leftIcon={<ReportsIcon />} />
    <Menu.Item to="/creator" primaryText="Worksheet creator" leftIcon={<AssessmentsIcon />} />
    <Menu.Item
      to="/worksheet-library"
      primaryText="Worksheet library"
      leftIcon={<DocumentsIcon />}
    />
    <Menu.Item to="/assignments" primaryText="Assignments" leftIcon={<ClassesIcon />} />
    {/* MenuList wants its items as direct children, so no fragment around the group. */}
    {teacherAdmin && (
      <li className="kyu-menu-group" role="presentation">
        Manage
      </li>
    )}
    {teacherAdmin && (
      <Menu.Item to="/manage/classes" primaryText="Classes" leftIcon={<ClassesIcon />} />
    )}
  </Menu>
);

const CurriculumMenu = () => (
  <Menu>
    <Menu.Item to="/" primaryText="Assessments" leftIcon={<AssessmentsIcon />} />
  </Menu>
);

/** The sidebar: only the pages the signed-in user's role can use. */
export const ConsoleMenu = () => {
  const user = useStore($user);
  switch (user?.user_role_id) {
    case UserRole.admin:
      return <AdminMenu />;
    case UserRole.teacher:
      return <TeacherMenu teacherAdmin={user.teacher_role_id === TeacherRole.admin} />;
    case UserRole.curriculum:
    case UserRole.curriculumGuest:
      return <CurriculumMenu />;
    default:
      return <Menu />;
  }
};
