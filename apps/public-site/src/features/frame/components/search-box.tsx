import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface SearchBoxProps {
  /** The desktop box is required (spec §5); the one in the mobile menu is not. */
  required?: boolean;
  onSearch?: () => void;
}

export function SearchBox({ required = false, onSearch }: SearchBoxProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useId();
  const [key, setKey] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = key.trim();
    if (trimmed === '') return;
    onSearch?.();
    void navigate({ to: '/search', search: { key: trimmed } });
  };
  return (
    <Box
      component="form"
      role="search"
      onSubmit={submit}
      sx={{
        display: 'flex',
        alignItems: 'center',
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'grey.400',
        borderRadius: 5,
        pl: 2,
        width: '100%',
        maxWidth: 360,
      }}
    >
      <label htmlFor={id} className="visually-hidden">
        {t('search.label')}
      </label>
      <InputBase
        id={id}
        name="key"
        type="search"
        value={key}
        onChange={(event) => setKey(event.target.value)}
        placeholder={t('search.placeholder')}
        required={required}
        sx={{ flex: 1 }}
      />
      <IconButton type="submit" aria-label={t('search.submit')}>
        <SearchIcon />
      </IconButton>
    </Box>
  );
}
