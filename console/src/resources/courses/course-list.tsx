import {
  BooleanField,
  Datagrid,
  EditButton,
  FunctionField,
  List,
  NullableBooleanInput,
  ReferenceField,
  SearchInput,
  TextField,
} from 'react-admin';
import type { AdminCourse } from '@kyu/core/contract';
import { priceText } from './price-input';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <NullableBooleanInput key="active" source="is_active" label="Active" />,
];

/** Whether both of a course's prices are charged through the payment provider yet. */
const linkText = ({ monthly_price, annual_price }: AdminCourse) => {
  const prices = [monthly_price, annual_price].filter((p) => p !== null);
  if (!prices.length) return '—';
  return prices.every((p) => p.provider_price_id) ? 'Linked' : 'Not linked';
};

/** The courses the admin may price, each with what a month and a year cost. */
export const CourseList = () => (
  <List filters={filters} sort={{ field: 'name', order: 'ASC' }} exporter={false}>
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
      <FunctionField<AdminCourse> label="Payment provider" render={linkText} />
      <BooleanField source="is_active" label="Active" />
      <EditButton />
    </Datagrid>
  </List>
);
