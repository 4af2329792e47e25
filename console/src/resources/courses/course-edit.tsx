import {
  Edit,
  Labeled,
  NumberInput,
  SaveButton,
  SimpleForm,
  TextField,
  TextInput,
  Toolbar,
  maxValue,
  minValue,
  regex,
  useRecordContext,
} from 'react-admin';
import type { AdminCourse } from '@kyu/core/contract';
import { MAX_PRICE_CENTS } from '@kyu/core/constants';
import { toCents, toCoursePricesInput, toMainUnit } from './price-input';

const CourseTitle = () => {
  const course = useRecordContext<AdminCourse>();
  return <span>{course ? `Prices of ${course.name}` : 'Course'}</span>;
};

// Courses are made by the catalogue and schools, not here: the console only prices them.
const SaveOnlyToolbar = () => (
  <Toolbar>
    <SaveButton />
  </Toolbar>
);

const amount = [minValue(0.01), maxValue(MAX_PRICE_CENTS / 100)];
const currency = regex(/^[A-Z]{3}$/i, 'A three-letter currency code, such as SGD');
const providerId = regex(/^price_[A-Za-z0-9]+$/, "The payment provider's price id, price_…");

/** One interval's amount, currency and provider price id; an empty amount means not sold so. */
const PriceInputs = ({
  field,
  label,
}: {
  field: 'monthly_price' | 'annual_price';
  label: string;
}) => (
  <>
    <NumberInput
      source={`${field}.amount_cents`}
      label={`${label} price`}
      helperText="Leave empty to stop selling by this interval. A new amount is a new price; subscriptions already sold keep theirs."
      format={toMainUnit}
      parse={toCents}
      validate={amount}
    />
    <TextInput source={`${field}.currency`} label={`${label} currency`} validate={currency} />
    <TextInput
      source={`${field}.provider_price_id`}
      label={`${label} provider price id`}
      helperText="The price at the payment provider that charges this amount."
      validate={providerId}
    />
  </>
);

/** A course's monthly and annual prices, and the payment provider's price each is charged as. */
export const CourseEdit = () => (
  <Edit mutationMode="pessimistic" title={<CourseTitle />} transform={toCoursePricesInput}>
    <SimpleForm toolbar={<SaveOnlyToolbar />}>
      <Labeled label="Course">
        <TextField source="name" />
      </Labeled>
      <PriceInputs field="monthly_price" label="Monthly" />
      <PriceInputs field="annual_price" label="Annual" />
    </SimpleForm>
  </Edit>
);
