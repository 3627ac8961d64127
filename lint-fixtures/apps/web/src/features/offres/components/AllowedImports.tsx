// lint-boundaries: clean
// What a feature may import: its own files, shared code, the contract and packages.
import { messages } from '@recrutement/contract';
import { useQuery } from '@tanstack/react-query';
import { TextField } from '../../../components/form/TextField';
import { api } from '../../../lib/api-client';
import { useOffre } from '../api/get-offre';
import { OffreCard } from './OffreCard';

export const allowed = [messages, useQuery, TextField, api, useOffre, OffreCard];
