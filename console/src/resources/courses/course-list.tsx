import {
  Datagrid,
  EditButton,
  FunctionField,
  List,
  NullableBooleanInput,
  ReferenceField,
  SearchInput,
  SimpleList,
  TextField,
} from 'react-admin';
import type { AdminCourse } from '@kyu/core/contract';
import { ActiveChip, StateChip } from '../../layout/state-chip';
import { useSmallScreen } from '../../layout/use-small-screen';
import { priceText } from './price-input';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <NullableBooleanInput key="active" source="is_active" label="Active" />,
];

/** Whether both of a course's prices are charged through the payment provider yet. */
const LinkChip = ({ course: { monthly_price, annual_price } }: { course: AdminCourse }) => {
  const prices = [monthly_price, annual_price].filter((p) => p !== null);
  if (!prices.length) return <>—</>;
  return prices.every((p) => p.provider_price_id) ? (
    <StateChip label="Linked" tone="success" />
  ) : (
    <StateChip label="Not linked" tone="warning" />
  );
};

const pricesText = (course: AdminCourse) =>
  `Monthly ${priceText(course.monthly_price)} · Annual ${priceText(course.annual_price)}`;

/** The courses the admin may price, each with what a month and a year cost. */
export const CourseList = () => {
  const small = useSmallScreen();
  return (
    <List filters={filters} sort={{ field: 'name', order: 'ASC' }} exporter={false}>
      {small ? (
        <SimpleList<AdminCourse>
          primaryText={(course) => course.name}
          secondaryText={pricesText}
          tertiaryText={(course) => <ActiveChip active={course.is_active} />}
          rowClick="edit"
        />
      ) : (
        <Datagrid rowClick="edit" bulkActionButtons={false}>
          <TextField source="name" label="Course" />
          <ReferenceField
            source="school_id"
            reference="schools"
            label="School"
            link={false}
            emptyText="Kyu catalogue"
          >
            <TextField source="school_name" />
          </ReferenceField>
          <FunctionField<AdminCourse>
            label="Monthly"
            render={(course) => priceText(course.monthly_price)}
          />
          <FunctionField<AdminCourse>
            label="Annual"
            render={(course) => priceText(course.annual_price)}
          />
          <FunctionField<AdminCourse>
            label="Payment provider"
            render={(course) => <LinkChip course={course} />}
          />
          <FunctionField<AdminCourse>
            label="State"
            sortBy="is_active"
            render={(course) => <ActiveChip active={course.is_active} />}
          />
          <EditButton />
        </Datagrid>
      )}
    </List>
  );
};
