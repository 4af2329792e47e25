import {
  AutocompleteInput,
  ChipField,
  Datagrid,
  FunctionField,
  List,
  NumberField,
  ReferenceArrayField,
  ReferenceField,
  ReferenceInput,
  SelectInput,
  SimpleList,
  SingleFieldList,
  TextField,
  TopToolbar,
} from 'react-admin';
import { Link } from 'react-router-dom';
import { useStore } from '@nanostores/react';
import { $user } from '@kyu/core';
import type { AdminSubscription, AdminUser } from '@kyu/core/contract';
import {
  CHECKOUT_MODE_LABELS,
  periodEndText,
  STATUS_CHOICES,
  STATUS_COLOURS,
  STATUS_LABELS,
} from './status';
import { useSmallScreen } from '../../layout/use-small-screen';
import { formatDate } from '@kyu/core/format';
import { WhenField } from '../../fields/when-field';

const statusFilter = (
  <SelectInput key="status" source="status" label="Status" choices={STATUS_CHOICES} alwaysOn />
);

// A school admin's list is their school's already (the server scopes it), so only Kyu's own
// administrators, of no school, choose one.
const schoolFilter = (
  <ReferenceInput key="school" source="school_id" reference="schools" alwaysOn>
    <AutocompleteInput label="School" optionText="school_name" />
  </ReferenceInput>
);

// The prices the subscriptions are sold at used to be this address's page; they stay one click away.
const Actions = () => (
  <TopToolbar>
    <Link to="/courses">Course prices</Link>
  </TopToolbar>
);

const Empty = () => (
  <div className="kyu-card kyu-empty">
    <h2>No subscriptions yet</h2>
    <p className="kyu-hint">
      A subscription appears here once a parent or learner pays for a course.
    </p>
    <Link to="/courses">Course prices</Link>
  </div>
);

const StatusChip = ({ record }: { record: AdminSubscription }) => (
  <ChipField
    record={{ id: record.id, label: STATUS_LABELS[record.status] }}
    source="label"
    color={STATUS_COLOURS[record.status]}
    size="small"
  />
);

const nameOf = (user: AdminUser) => `${user.first_name} ${user.last_name}`;

/** Every subscription the admin may see, newest first, with its learner, payer, courses and state. */
export const SubscriptionList = () => {
  const superAdmin = useStore($user)?.school_id === null;
  const small = useSmallScreen();
  return (
    <List
      filters={superAdmin ? [schoolFilter, statusFilter] : [statusFilter]}
      sort={{ field: 'created_at', order: 'DESC' }}
      actions={<Actions />}
      empty={<Empty />}
      exporter={false}
      title="Subscriptions"
    >
      {small ? (
        <SimpleList<AdminSubscription>
          primaryText={(s) => s.student_name}
          secondaryText={(s) =>
            `${CHECKOUT_MODE_LABELS[s.checkout_mode]} · ${periodEndText(s)} ${formatDate(s.current_period_end)}`
          }
          tertiaryText={(s) => <StatusChip record={s} />}
          rowClick={false}
        />
      ) : (
        <Datagrid bulkActionButtons={false} rowClick={false}>
          <NumberField source="id" label="Id" />
          <TextField source="student_name" label="Learner" sortable={false} />
          {/* A payer outside the admin's sight (another school's parent) shows as blank, not a guess. */}
          <ReferenceField
            source="payer_id"
            reference="users"
            label="Paid by"
            link={false}
            sortable={false}
          >
            <FunctionField<AdminUser> render={nameOf} />
          </ReferenceField>
          {superAdmin && (
            <ReferenceField
              source="school_id"
              reference="schools"
              label="School"
              link={false}
              emptyText="No school"
              sortable={false}
            >
              <TextField source="school_name" />
            </ReferenceField>
          )}
          <ReferenceArrayField
            source="course_ids"
            reference="courses"
            label="Courses"
            sortable={false}
          >
            <SingleFieldList linkType={false}>
              <ChipField source="name" size="small" />
            </SingleFieldList>
          </ReferenceArrayField>
          <FunctionField<AdminSubscription>
            label="Status"
            sortBy="status"
            render={(s) => <StatusChip record={s} />}
          />
          <FunctionField<AdminSubscription>
            label="At period end"
            render={periodEndText}
            sortable={false}
          />
          <WhenField source="current_period_end" label="Period ends" />
          <FunctionField<AdminSubscription>
            label="Billed"
            render={(s) => CHECKOUT_MODE_LABELS[s.checkout_mode]}
            sortable={false}
          />
          <WhenField source="created_at" label="Started" />
        </Datagrid>
      )}
    </List>
  );
};
