import { useDocumentTitle } from '~/components/use-document-title';
import { useTranslation } from '~/lib/use-translation';
import '~/components/pages.css';

/** The company story is told in Amharic only, whatever the interface language (spec §2). */
const STORY = [
  'ጀይሉ አክሲዮን ማህበር የተመሠረተው በኢትዮጵያ ሙስሊም ማህበረሰብ ውስጥ ጥራት ያለው፣ እውነተኛ እና ጠቃሚ ሚዲያ እንዲኖር በሚሹ ባለራዕዮች ነው። መሥራቾቹ ማህበረሰቡ የራሱን ድምፅ የሚያሰማበት፣ እሴቶቹን የሚያስተምርበት እና ዜናውን የሚከታተልበት ተቋም እንደሚያስፈልገው ተገንዝበው ሥራውን በትንሽ የፕሮዳክሽን ቡድን ጀመሩ።',
  'በጥቂት ዓመታት ውስጥ ድርጅቱ ፕሮግራሞቹን በሳተላይት ወደ መላው ኢትዮጵያ እና ወደ ጎረቤት ሀገራት ማድረስ ጀመረ። ትምህርታዊ ፕሮግራሞች፣ የቤተሰብ እና የወጣቶች ዝግጅቶች፣ የሃይማኖት ትምህርቶች እና ወቅታዊ ዜናዎች የስርጭቱ ዋና አካል ሆኑ።',
  'ማህበረሰቡ የተቋሙ ባለቤት እንዲሆን በማሰብ ድርጅቱ ወደ አክሲዮን ማህበርነት ተሸጋገረ። ዛሬ በሺዎች የሚቆጠሩ ባለአክሲዮኖች ያሉት ሲሆን፣ ትርፉን ለተሻለ ፕሮዳክሽን፣ ለሠራተኞች ሥልጠና እና ለዘመናዊ የስርጭት መሣሪያዎች ያውላል።',
  'ጀይሉ አ.ማ ለአስራ አምስት ዓመታት በታማኝነት ያገለገለ ሲሆን፣ ወደፊትም በዲጂታል መድረኮች፣ በድረ ገጽ እና በማህበራዊ ሚዲያ ተደራሽነቱን በማስፋት የማህበረሰቡን ድምፅ ማሰማቱን ይቀጥላል።',
];

export function JeiluPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('jeilu.title'), t('jeilu.description'));
  return (
    <article lang="am" className="prose">
      <h1 className="page-title">ጀይሉ አክሲዮን ማህበር</h1>
      {STORY.map((paragraph) => (
        <p key={paragraph.slice(0, 24)}>{paragraph}</p>
      ))}
    </article>
  );
}
