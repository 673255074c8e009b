import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '~/components/use-document-title';

/** The company story is told in Amharic only, whatever the interface language (spec §2). */
const STORY = [
  'ጀይሉ አክሲዮን ማህበር የተመሠረተው በኢትዮጵያ ሙስሊም ማህበረሰብ ውስጥ ጥራት ያለው፣ እውነተኛ እና ጠቃሚ ሚዲያ እንዲኖር በሚሹ ባለራዕዮች ነው። መሥራቾቹ ማህበረሰቡ የራሱን ድምፅ የሚያሰማበት፣ እሴቶቹን የሚያስተምርበት እና ዜናውን የሚከታተልበት ተቋም እንደሚያስፈልገው ተገንዝበው ሥራውን በትንሽ የፕሮዳክሽን ቡድን ጀመሩ።',
  'በጥቂት ዓመታት ውስጥ ድርጅቱ ፕሮግራሞቹን በሳተላይት ወደ መላው ኢትዮጵያ እና ወደ ጎረቤት ሀገራት ማድረስ ጀመረ። ትምህርታዊ ፕሮግራሞች፣ የቤተሰብ እና የወጣቶች ዝግጅቶች፣ የሃይማኖት ትምህርቶች እና ወቅታዊ ዜናዎች የስርጭቱ ዋና አካል ሆኑ።',
  'ማህበረሰቡ የተቋሙ ባለቤት እንዲሆን በማሰብ ድርጅቱ ወደ አክሲዮን ማህበርነት ተሸጋገረ። ዛሬ በሺዎች የሚቆጠሩ ባለአክሲዮኖች ያሉት ሲሆን፣ ትርፉን ለተሻለ ፕሮዳክሽን፣ ለሠራተኞች ሥልጠና እና ለዘመናዊ የስርጭት መሣሪያዎች ያውላል።',
  'ጀይሉ አ.ማ ለአስራ አምስት ዓመታት በታማኝነት ያገለገለ ሲሆን፣ ወደፊትም በዲጂታል መድረኮች፣ በድረ ገጽ እና በማህበራዊ ሚዲያ ተደራሽነቱን በማስፋት የማህበረሰቡን ድምፅ ማሰማቱን ይቀጥላል።',
];

export function JeiluPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('jeilu.title'));
  return (
    <Box component="article" lang="am" sx={{ maxWidth: 860 }}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700, mb: 3 }}>
        ጀይሉ አክሲዮን ማህበር
      </Typography>
      {STORY.map((paragraph) => (
        <Typography key={paragraph.slice(0, 24)} sx={{ mb: 2, lineHeight: 1.9, fontSize: '1.05rem' }}>
          {paragraph}
        </Typography>
      ))}
    </Box>
  );
}
