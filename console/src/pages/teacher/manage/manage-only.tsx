import type { ReactNode } from 'react';
import { Title } from 'react-admin';
import { useStore } from '@nanostores/react';
import { $user } from '@kyu/core';
import { canManage } from '@kyu/core/teaching';

/** A page of the Manage group: shown to the school's teacher-admin, refused to other teachers. */
export const ManageOnly = ({ title, children }: { title: string; children: ReactNode }) => {
  const user = useStore($user);
  return (
    <div className="kyu-page">
      <Title title={title} />
      {user && canManage(user) ? (
        children
      ) : (
        <p role="alert">Managing the school is for your school's teacher-admins.</p>
      )}
    </div>
  );
};
