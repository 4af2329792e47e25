import { useStore } from '@nanostores/preact';
import { useEffect } from 'preact/hooks';
import { PRODUCT, UserRole } from '@kyu/core/constants';
import { $children, $childrenError, loadChildren } from '@kyu/core/family';
import { $isNewUser, $user, displayName } from '@kyu/core/session';
import { ChildCard } from './child-card';
import { parentLinks } from './links';

function NoChildren() {
  return (
    <section class="card" aria-labelledby="no-children">
      <h2 id="no-children">Add your first child</h2>
      <p>
        Make your child an account here: they sign in with the username and password you choose, and
        you choose their courses. If your child already has an account from their school, ask the
        school to link it to you, or add them here with a new username.
      </p>
      <p class="actions">
        <a class="button primary" href={parentLinks.addChild}>
          Add a child
        </a>
      </p>
    </section>
  );
}

/** /{product}/dashboard: each child with courses, subscription state, weekly statistics. */
export function ParentDashboardPage() {
  const user = useStore($user);
  const isNew = useStore($isNewUser);
  const children = useStore($children);
  const error = useStore($childrenError);
  const isParent = user?.user_role_id === UserRole.parent;
  useEffect(() => {
    if (isParent) void loadChildren();
  }, [isParent]);
  if (!user) return null;
  return (
    <>
      <h1>Welcome, {displayName(user)}</h1>
      {isNew && (
        <p class="notice">
          New to Kyu? <a href={`/${PRODUCT}/onboarding`}>Tell us a little about yourself</a> so the
          coach can pitch its help.
        </p>
      )}
      {!isParent ? (
        // The parent area is open to students, who buy for themselves and have no children.
        <p>
          Your own courses and practice are on <a href="/student/dashboard">your dashboard</a>.
        </p>
      ) : error ? (
        <p class="alert" role="alert">
          {error}
        </p>
      ) : children === null ? (
        <p class="loading">Loading your children…</p>
      ) : children.length === 0 ? (
        <NoChildren />
      ) : (
        children.map((child) => <ChildCard key={child.id} child={child} />)
      )}
      <p class="actions">
        {isParent && children && children.length > 0 && (
          <a href={parentLinks.addChild}>Add another child</a>
        )}
        <a href={parentLinks.buy}>Browse courses</a>
        <a href={parentLinks.referral}>Refer a friend</a>
      </p>
    </>
  );
}
