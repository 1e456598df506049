import { SearchInput, useTranslate, type SearchInputProps } from 'react-admin';

/** The list's free-text search, with a placeholder that says what it searches. */
export const SearchFilter = ({ placeholder, ...props }: SearchInputProps & { placeholder: string }) => {
  const translate = useTranslate();
  return <SearchInput {...props} placeholder={translate(placeholder)} />;
};
